import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Delivery, ReplyWordEmails, SkipQuestion } from '../../delivery/delivery.public';
import { Vault, VaultDirectory, VaultPauses } from '../../vault/vault.public';
import { commandConfirmationEmail, ConfirmedCommand } from '../domain/emails/command-confirmation-email';
import { seniorPausedEmail } from '../domain/emails/senior-paused-email';
import { ReplyLanguage } from '../domain/reply/reply-classification';
import { heldCommandEmail } from '../domain/emails/held-command-email';
import { commandSender } from '../domain/reply/command-sender';
import { ReplyCommand } from '../domain/reply/reply-command';
import { checkSender } from '../domain/sender-verification';
import { dayInWords } from '../../../shared/mail/email-language';
import { onBehalfOf } from '../../../shared/mail/mailer';

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
 * Does what a reply of only a command asks (docs/decisions/0048-pausing-and-skipping-questions.md):
 * SKIP as the email's link, PAUSE until a date, STOP until the owner resumes, RESUME. PAUSE,
 * STOP and RESUME are confirmed to the senior by a short email in her language, as is a SKIP or
 * RESUME that found nothing to do; the owner is told of a PAUSE or STOP. Only the senior's own replies
 * are acted on (docs/decisions/0076-reply-words-from-another-address.md); any other is held, and
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
    private readonly emails: ReplyWordEmails,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Acts on the command the reply to `question` gave, or holds it; says what it did, in a few
   * words. `language` is the one she wrote the command in: her confirmation is written in it.
   */
  async execute(
    command: ReplyCommand,
    question: Delivery,
    reply: CommandReply,
    language: ReplyLanguage = 'en',
  ): Promise<CommandOutcome> {
    const vault = await this.vaults.byId(question.vaultId);
    if (!vault) return { outcome: 'held', reason: `${command.kind}: the vault is gone` };
    const ids = this.config.inboundAuthservIds;
    const check = ids.length ? checkSender(reply.authenticationResults ?? [], reply.from, ids) : null;
    const sender = commandSender(reply.from, vault.seniorEmail, check);
    if (!sender.acts) {
      const at = this.clock.now();
      const from = reply.from.trim().toLowerCase();
      await this.pauses.held(vault.id, { kind: 'held_word', senior: vault.seniorName, word: command.kind, from }, at);
      await this.askOwner(vault, { kind: command.kind, from, why: sender.why });
      return { outcome: 'held', reason: `${command.kind} not done: ${sender.reason}; the owner was asked` };
    }
    return { outcome: 'command', reason: await this.act(command, question, vault, language) };
  }

  private async act(command: ReplyCommand, question: Delivery, vault: Vault, language: ReplyLanguage): Promise<string> {
    const at = this.clock.now();
    const tell = (confirmed: ConfirmedCommand) => this.confirm(question, vault, confirmed, language, at);
    switch (command.kind) {
      case 'skip': {
        const result = await this.skip.execute(question);
        if (result.outcome === 'skipped' && result.nextQuestionSent) return 'skip: a different question was sent';
        if (result.outcome === 'skipped') {
          await tell({ kind: 'set_aside' });
          return 'skip: the question was put aside';
        }
        // Nothing open to skip (a reply to an answered question, or to a confirmation): she is told so kindly.
        await tell({ kind: 'nothing_to_skip' });
        return `skip: nothing to do (${result.outcome.replace('_', ' ')}); she was told`;
      }
      case 'pause':
        await this.pauses.pauseUntil(question.vaultId, command.until, at, 'senior');
        await tell({ kind: 'pause', until: command.until });
        await this.tellOwner(question, vault, at, command.until);
        return `pause until ${command.until.toISOString().slice(0, 10)}`;
      case 'stop':
        await this.pauses.stop(question.vaultId, at, 'senior');
        await tell({ kind: 'stop' });
        await this.tellOwner(question, vault, at);
        return 'stop: paused until the owner resumes';
      case 'resume': {
        const resumed = await this.pauses.resumeBySenior(question.vaultId, at);
        await tell({ kind: resumed ? 'resume' : 'not_paused' });
        return resumed ? 'resume' : 'resume: nothing was paused; she was told';
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
          language: owner.language,
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

  /** Her confirmation, in the question's thread and with its tokened Reply-To (ReplyWordEmails). */
  private async confirm(
    question: Delivery,
    vault: Vault,
    command: ConfirmedCommand,
    language: ReplyLanguage,
    at: Date,
  ): Promise<void> {
    const owner = await this.users.findById(vault.ownerId);
    if (!owner) return;
    const email = commandConfirmationEmail({
      seniorName: vault.seniorName,
      ownerName: owner.name,
      command,
      help: this.config.SUPPORT_EMAIL,
      language,
      now: at,
    });
    // From the owner by name, as the question it answers was.
    await this.emails.confirm(
      question,
      vault.seniorEmail,
      { ...email, fromName: onBehalfOf(owner.name) },
      at,
      command.kind,
    );
  }

  /** The owner told, in their own language, she paused (until `until`) or stopped the questions. */
  private async tellOwner(question: Delivery, vault: Vault, at: Date, until?: Date): Promise<void> {
    const owner = await this.users.findById(vault.ownerId);
    if (!owner) return;
    // "1 March" this year, "1 March 2027" another: as the feed says it, in the owner's words.
    const untilText =
      until && dayInWords(owner.language, until, { withYear: until.getUTCFullYear() !== at.getUTCFullYear() });
    const email = seniorPausedEmail({
      ownerName: owner.name,
      language: owner.language,
      seniorName: vault.seniorName,
      untilText,
      dashboardUrl: this.config.link(`/dashboard?vault=${vault.id}`),
      supportEmail: this.config.SUPPORT_EMAIL,
    });
    await this.emails.tellOwner(question, owner.email, email, at, untilText ? 'pause' : 'stop');
  }
}
