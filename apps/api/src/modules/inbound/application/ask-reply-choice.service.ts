import { Injectable, Logger } from '@nestjs/common';
import { Language } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Delivery, QuestionReplyAddress } from '../../delivery/delivery.public';
import { Vault, VaultDirectory, VaultPauses } from '../../vault/vault.public';
import { askedChoiceEmail } from '../domain/choice/choice-owner-email';
import { replyChoiceEmail } from '../domain/choice/choice-email';
import { choicePath, choiceTokenHash, newChoiceToken } from '../domain/choice/reply-choice';
import { ReplyLanguage } from '../domain/reply/reply-classification';
import { ReplyCommand } from '../domain/reply/reply-command';
import { ReplyChoiceStore } from './ports/reply-choice.store';
import { onBehalfOf } from '../../../shared/mail/mailer';

/** A reply that may be a command but is not clearly one. */
export interface UnclearReply {
  inboundId: string;
  question: Delivery;
  command: ReplyCommand;
  language: ReplyLanguage;
  /** Her words, as the story would hold them. */
  replyText: string;
}

/**
 * Asks the senior what her unclear reply meant (docs/decisions/0087-asking-when-a-reply-is-unclear.md): the choice is
 * stored with its token's hash, she gets an email in the
 * question's thread with two one-click buttons, and the owner is told by email and a line in
 * their feed. A reply processed again after a crash finds its choice stored and asks no one twice.
 */
@Injectable()
export class AskReplyChoice {
  private readonly logger = new Logger('Inbound');

  constructor(
    private readonly choices: ReplyChoiceStore,
    private readonly vaults: VaultDirectory,
    private readonly users: ManageUsers,
    private readonly pauses: VaultPauses,
    private readonly replyAddress: QuestionReplyAddress,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async ask(reply: UnclearReply): Promise<{ outcome: 'asked'; reason: string }> {
    const at = this.clock.now();
    const token = newChoiceToken();
    const stored = await this.choices.create({
      inboundId: reply.inboundId,
      vaultId: reply.question.vaultId,
      deliveryId: reply.question.id,
      command: reply.command,
      language: reply.language,
      replyText: reply.replyText,
      tokenHash: choiceTokenHash(token)!,
      createdAt: at,
    });
    const reason = `may be ${reply.command.kind}, not clearly: the senior was asked`;
    if (!stored) return { outcome: 'asked', reason };
    const vault = await this.vaults.byId(reply.question.vaultId);
    if (!vault) return { outcome: 'asked', reason };
    const owner = await this.users.findById(vault.ownerId);
    await this.askSenior(vault, owner?.name ?? '', reply, token);
    const { command } = reply;
    await this.pauses.held(
      vault.id,
      {
        kind: 'asked_choice',
        senior: vault.seniorName,
        reply: reply.replyText,
        word: command.kind,
        ...(command.kind === 'pause' ? { until: command.until.toISOString() } : {}),
      },
      at,
    );
    if (owner) await this.tellOwner(vault, owner, reply);
    return { outcome: 'asked', reason };
  }

  /** Her email, in the question's thread; one that cannot be sent is logged (in 7 days it is a story). */
  private async askSenior(vault: Vault, ownerName: string, reply: UnclearReply, token: string): Promise<void> {
    try {
      await this.mailer.send({
        to: vault.seniorEmail,
        ...replyChoiceEmail({
          seniorName: vault.seniorName,
          ownerName,
          language: reply.language,
          command: reply.command,
          replyText: reply.replyText,
          commandUrl: this.config.link(choicePath(token, 'command')),
          storyUrl: this.config.link(choicePath(token, 'story')),
          help: this.config.SUPPORT_EMAIL,
          now: this.clock.now(),
        }),
        ...(ownerName ? { fromName: onBehalfOf(ownerName) } : {}),
        replyTo: this.replyAddress.of(reply.question),
        headers: { 'In-Reply-To': reply.question.messageId, References: reply.question.messageId },
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.logger.error({ vaultId: vault.id, reason: why }, 'The senior could not be asked what a reply meant');
    }
  }

  private async tellOwner(
    vault: Vault,
    owner: { email: string; name: string; language: Language },
    reply: UnclearReply,
  ): Promise<void> {
    try {
      await this.mailer.send({
        to: owner.email,
        ...askedChoiceEmail({
          ownerName: owner.name,
          language: owner.language,
          seniorName: vault.seniorName,
          replyText: reply.replyText,
          command: reply.command,
          dashboardUrl: this.config.link('/dashboard'),
          supportEmail: this.config.SUPPORT_EMAIL,
          now: this.clock.now(),
        }),
        replyTo: this.config.SUPPORT_EMAIL,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.logger.error({ vaultId: vault.id, reason: why }, 'The owner could not be told of an unclear reply');
    }
  }
}
