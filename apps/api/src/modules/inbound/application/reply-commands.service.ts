import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Delivery, SkipQuestion } from '../../delivery/delivery.public';
import { plainDay, Vault, VaultDirectory, VaultPauses } from '../../vault/vault.public';
import { commandConfirmationEmail, ConfirmedCommand } from '../domain/emails/command-confirmation-email';
import { heldCommandActivity, heldCommandEmail } from '../domain/emails/held-command-email';
import { commandSender } from '../domain/reply/command-sender';
import { ReplyCommand } from '../domain/reply/reply-command';
import { checkSender } from '../domain/sender-verification';

/** Who sent the reply word: its From address and the receiving server's Authentication-Results. */
export interface CommandReply {
  from: string;
  authenticationResults?: string[];
}

export interface CommandOutcome {
  outcome: 'command' | 'held';
  reason: string;
}

/**
 * Does what a reply of only a command asks (docs/decisions.md, "The senior's reply words"):
 * SKIP as the email's link, PAUSE until a date, STOP until the owner resumes, RESUME. PAUSE,
 * STOP and RESUME are confirmed to the senior by a short email. Only the senior's own replies
 * are acted on (docs/decisions.md, "Reply words from another address"); any other is held, and
 * the owner asked by email and a line in their feed.
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

  /** Acts on the command the reply to `question` gave, or holds it; says what it did, in a few words. */
  async execute(command: ReplyCommand, question: Delivery, reply: CommandReply): Promise<CommandOutcome> {
    const vault = await this.vaults.byId(question.vaultId);
    if (!vault) return { outcome: 'held', reason: `${command.kind}: the vault is gone` };
    const ids = this.config.inboundAuthservIds;
    const check = ids.length ? checkSender(reply.authenticationResults ?? [], reply.from, ids) : null;
    const sender = commandSender(reply.from, vault.seniorEmail, check);
    if (!sender.acts) {
      const at = this.clock.now();
      const from = reply.from.trim().toLowerCase();
      await this.pauses.held(vault.id, heldCommandActivity(command.kind, from, vault.seniorName), at);
      await this.askOwner(vault, { kind: command.kind, from, why: sender.why });
      return { outcome: 'held', reason: `${command.kind} not done: ${sender.reason}; the owner was asked` };
    }
    return { outcome: 'command', reason: await this.act(command, question) };
  }

  private async act(command: ReplyCommand, question: Delivery): Promise<string> {
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

  /** Tells the owner a reply word was held; one that cannot be sent is logged, the feed has the line. */
  private async askOwner(
    vault: Vault,
    held: { kind: ReplyCommand['kind']; from: string; why: 'not_senior' | 'unconfirmed' },
  ): Promise<void> {
    try {
      const owner = await this.users.findById(vault.ownerId);
      if (!owner) return;
      await this.mailer.send({
        to: owner.email,
        ...heldCommandEmail({
          ownerName: owner.name,
          seniorName: vault.seniorName,
          seniorEmail: vault.seniorEmail,
          ...held,
          dashboardUrl: this.config.link('/dashboard'),
          supportEmail: this.config.SUPPORT_EMAIL,
        }),
        replyTo: this.config.SUPPORT_EMAIL,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error({ vaultId: vault.id, reason }, 'The owner could not be asked about a held reply word');
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
