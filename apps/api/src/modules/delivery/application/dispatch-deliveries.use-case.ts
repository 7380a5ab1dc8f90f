import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { ClaimedVault, VaultSchedule } from '../../vault/vault.public';
import { DedupeKeys, retryDelayMs } from '../domain/delivery';
import { introEmail } from '../domain/emails/intro-email';
import { queueEmptyEmail } from '../domain/emails/queue-empty-email';
import { issueResponseToken } from '../domain/response-token';
import { DeliveryMessages } from './delivery-messages.service';
import { DeliverySender, SendFailedError } from './delivery-sender.service';
import { DeliveryRepository } from './ports/delivery.repository';

export interface DispatchSummary {
  sent: number;
  skipped: number;
  failed: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Matches the SMTP pool's maxConnections (shared/mail/mail.module.ts). */
const SENDS_IN_FLIGHT = 5;

/**
 * One round of the worker: claims due vaults and sends their introductions and questions
 * (or tells the owner the questions ran out), then sends follow-ups for unanswered questions.
 */
@Injectable()
export class DispatchDeliveries {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly schedule: VaultSchedule,
    private readonly deliveries: DeliveryRepository,
    private readonly sender: DeliverySender,
    private readonly messages: DeliveryMessages,
    private readonly users: ManageUsers,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  private get leaseMs(): number {
    return this.config.DELIVERY_LEASE_SECONDS * 1000;
  }

  /** Sends everything due now, in batches, until nothing is left or `maxVaults` were handled. */
  async execute(
    options: { onProgress?: (summary: DispatchSummary) => void; maxVaults?: number } = {},
  ): Promise<DispatchSummary> {
    const summary: DispatchSummary = { sent: 0, skipped: 0, failed: 0 };
    let handled = 0;
    for (;;) {
      const claimed = await this.schedule.claimDue(this.clock.now(), this.config.DELIVERY_BATCH_SIZE, this.leaseMs);
      // A few vaults at once, one per pooled SMTP connection: sending is mostly waiting.
      let next = 0;
      const lane = async () => {
        while (next < claimed.length) {
          await this.dispatchVault(claimed[next++], summary);
          options.onProgress?.(summary);
        }
      };
      await Promise.all(Array.from({ length: SENDS_IN_FLIGHT }, lane));
      handled += claimed.length;
      if (claimed.length < this.config.DELIVERY_BATCH_SIZE || handled >= (options.maxVaults ?? Infinity)) break;
    }
    await this.sendFollowUps(summary, options.onProgress);
    return summary;
  }

  /** Sends one claimed vault's due emails and hands the vault back to the schedule. */
  async dispatchVault(
    claimed: ClaimedVault,
    summary: DispatchSummary,
    options: { sendNow?: boolean } = {},
  ): Promise<void> {
    const { vault } = claimed;
    if (!(await this.schedule.renew(claimed, this.clock.now(), this.leaseMs))) {
      // The lease ran out while earlier vaults of the batch were sent: it may be another worker's now.
      summary.skipped++;
      return;
    }
    try {
      const owner = await this.users.findById(vault.ownerId);
      if (!owner) {
        await this.schedule.release(claimed, null);
        summary.skipped++;
        return;
      }
      if (claimed.needsIntro) {
        const intro = await this.deliveries.createOrGet({
          vaultId: vault.id,
          kind: 'intro',
          dedupeKey: DedupeKeys.intro(vault.id),
          recipient: vault.seniorEmail,
          ...noQuestion,
        });
        const email = introEmail({ seniorName: vault.seniorName, ownerName: owner.name, frequency: vault.frequency });
        this.count(summary, await this.sender.send(intro, email));
        await this.schedule.introSent(vault.id, this.clock.now());
      }
      if (!claimed.questionDue) {
        await this.schedule.release(claimed, null);
        return;
      }
      if (!claimed.nextQuestion) {
        await this.queueRanOut(claimed, owner, summary);
        return;
      }
      const { token, tokenHash } = issueResponseToken();
      const question = await this.deliveries.createOrGet({
        vaultId: vault.id,
        kind: 'question',
        dedupeKey: DedupeKeys.question(claimed.nextQuestion.id),
        recipient: vault.seniorEmail,
        vaultQuestionId: claimed.nextQuestion.id,
        questionId: claimed.nextQuestion.questionId,
        questionText: claimed.nextQuestion.question.text,
        parentId: null,
        tokenHash,
        tokenSealed: this.messages.seal(token),
      });
      const email = this.messages.questionEmail(
        question,
        { seniorName: vault.seniorName, ownerName: owner.name },
        'question',
      );
      this.count(summary, await this.sender.send(question, email));
      await this.schedule.questionSent(claimed, this.clock.now(), owner, options);
    } catch (error) {
      summary.failed++;
      const attempts = error instanceof SendFailedError ? error.delivery.attempts : 1;
      if (!(error instanceof SendFailedError)) this.logger.error(`Vault ${vault.id}: ${String(error)}`);
      await this.schedule.release(claimed, new Date(this.clock.now().getTime() + retryDelayMs(attempts)));
    }
  }

  private async queueRanOut(
    claimed: ClaimedVault,
    owner: { id: string; name: string; email: string; hasFullAccess: boolean },
    summary: DispatchSummary,
  ) {
    const { vault } = claimed;
    if (vault.queueEmptyNotifiedAt) {
      summary.skipped++;
      await this.schedule.queueEmpty(claimed, this.clock.now(), owner, false);
      return;
    }
    const notice = await this.deliveries.createOrGet({
      vaultId: vault.id,
      kind: 'queue_empty',
      dedupeKey: DedupeKeys.queueEmpty(vault.id, vault.nextSendAt ?? this.clock.now()),
      recipient: owner.email,
      ...noQuestion,
    });
    const email = queueEmptyEmail({
      ownerName: owner.name,
      seniorName: vault.seniorName,
      dashboardUrl: this.config.link('/dashboard'),
    });
    this.count(summary, await this.sender.send(notice, { ...email, headers: { 'Auto-Submitted': 'auto-generated' } }));
    await this.schedule.queueEmpty(claimed, this.clock.now(), owner, true);
  }

  private async sendFollowUps(
    summary: DispatchSummary,
    onProgress?: (summary: DispatchSummary) => void,
  ): Promise<void> {
    const now = this.clock.now();
    const sentBefore = new Date(now.getTime() - this.config.FOLLOW_UP_DAYS * DAY_MS);
    const parents = await this.deliveries.claimFollowUpsDue(
      now,
      sentBefore,
      this.config.DELIVERY_BATCH_SIZE,
      new Date(now.getTime() + this.leaseMs),
    );
    for (const parent of parents) {
      try {
        const vault = await this.schedule.vaultById(parent.vaultId);
        const owner = vault ? await this.users.findById(vault.ownerId) : null;
        if (!vault || !owner) {
          summary.skipped++;
          continue;
        }
        const followUp = await this.deliveries.createOrGet({
          vaultId: parent.vaultId,
          kind: 'follow_up',
          dedupeKey: DedupeKeys.followUp(parent.id),
          recipient: vault.seniorEmail,
          vaultQuestionId: parent.vaultQuestionId,
          questionId: parent.questionId,
          questionText: parent.questionText,
          parentId: parent.id,
          tokenHash: null,
          tokenSealed: null,
        });
        const email = this.messages.questionEmail(
          parent,
          { seniorName: vault.seniorName, ownerName: owner.name },
          'follow_up',
        );
        this.count(summary, await this.sender.send(followUp, email));
        await this.deliveries.releaseFollowUp(parent.id, null);
      } catch (error) {
        summary.failed++;
        const attempts = error instanceof SendFailedError ? error.delivery.attempts : 1;
        if (!(error instanceof SendFailedError)) this.logger.error(`Follow-up of ${parent.id}: ${String(error)}`);
        await this.deliveries.releaseFollowUp(parent.id, new Date(this.clock.now().getTime() + retryDelayMs(attempts)));
      }
      onProgress?.(summary);
    }
  }

  private count(summary: DispatchSummary, outcome: 'sent' | 'already-sent'): void {
    if (outcome === 'sent') summary.sent++;
    else summary.skipped++;
  }
}

const noQuestion = {
  vaultQuestionId: null,
  questionId: null,
  questionText: null,
  parentId: null,
  tokenHash: null,
  tokenSealed: null,
} as const;
