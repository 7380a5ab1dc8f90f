import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Delivery, SkipQuestion } from '../../delivery/delivery.public';
import { plainDay, VaultDirectory, VaultPauses } from '../../vault/vault.public';
import { commandConfirmationEmail, ConfirmedCommand } from '../domain/emails/command-confirmation-email';
import { ReplyCommand } from '../domain/reply/reply-command';

/**
 * Does what a reply of only a command asks (docs/decisions.md, "The senior's reply words"):
 * SKIP as the email's link, PAUSE until a date, STOP until the owner resumes, RESUME. PAUSE,
 * STOP and RESUME are confirmed to the senior by a short email.
 */
@Injectable()
export class ActOnReplyCommand {
  private readonly logger = new Logger('Inbound');

  constructor(
    private readonly skip: SkipQuestion,
    private readonly pauses: VaultPauses,
    private readonly vaults: VaultDirectory,
    private readonly users: ManageUsers,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Acts on the command the reply to `question` gave; returns what it did, in a few words. */
  async execute(command: ReplyCommand, question: Delivery): Promise<string> {
    const at = this.clock.now();
    switch (command.kind) {
      case 'skip': {
        const result = await this.skip.execute(question);
        return result.outcome === 'skipped'
          ? `skip${result.nextQuestionSent ? ': a different question was sent' : ': the question was put aside'}`
          : `skip: nothing to do (${result.outcome.replace('_', ' ')})`;
      }
      case 'pause':
        await this.pauses.pauseUntil(question.vaultId, command.until, at);
        await this.confirm(question, { kind: 'pause', untilText: plainDay(command.until, at) });
        return `pause until ${command.until.toISOString().slice(0, 10)}`;
      case 'stop':
        await this.pauses.stop(question.vaultId, at);
        await this.confirm(question, { kind: 'stop' });
        return 'stop: paused until the owner resumes';
      case 'resume': {
        const resumed = await this.pauses.resumeBySenior(question.vaultId, at);
        if (resumed) await this.confirm(question, { kind: 'resume' });
        return resumed ? 'resume' : 'resume: nothing was paused';
      }
    }
  }

  /** The confirmation, in the question's thread; one that cannot be sent is logged, the command stands. */
  private async confirm(question: Delivery, command: ConfirmedCommand): Promise<void> {
    try {
      const vault = await this.vaults.byId(question.vaultId);
      const owner = vault ? await this.users.findById(vault.ownerId) : null;
      if (!vault || !owner) return;
      await this.mailer.send({
        to: vault.seniorEmail,
        ...commandConfirmationEmail({
          seniorName: vault.seniorName,
          ownerName: owner.name,
          command,
          help: this.config.SUPPORT_EMAIL,
        }),
        replyTo: this.config.INBOUND_ADDRESS,
        headers: { 'In-Reply-To': question.messageId, References: question.messageId },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error({ vaultId: question.vaultId, reason }, 'The senior could not be sent the confirmation');
    }
  }
}
