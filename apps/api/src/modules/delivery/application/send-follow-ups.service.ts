import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { isPausedAt } from '../../vault/vault.public';
import { DedupeKeys, Delivery, retryDelayMs } from '../domain/delivery';
import { DeliveryMessages, TokenUnavailableError } from './delivery-messages.service';
import { DeliverySender, EmailParts, SendFailedError } from './delivery-sender.service';
import { countSend, DispatchSummary } from './dispatch-summary';
import { FollowUpTiming } from './follow-up-timing';
import { DeliveryRepository } from './ports/delivery.repository';
import { VaultSchedule } from './vault-schedule.service';

/**
 * The end of each round: one reminder for a question left unanswered (FOLLOW_UP_DAYS after it,
 * in the senior's morning), claimed under a lease like the vaults, never while she has paused
 * her questions, never twice.
 */
@Injectable()
export class SendFollowUps {
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

  async send(summary: DispatchSummary, onProgress?: (summary: DispatchSummary) => void): Promise<void> {
    const now = this.clock.now();
    const sentBefore = FollowUpTiming.candidatesSentBefore(now, this.config.FOLLOW_UP_DAYS);
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const parents = await this.deliveries.claimFollowUpsDue(
      now,
      sentBefore,
      this.config.DELIVERY_BATCH_SIZE,
      leaseUntil,
    );
    if (!parents.length) return;
    // What the batch needs, read once for all of it: the vaults, their owners, the questions' photos.
    const vaults = await this.schedule.vaultsByIds([...new Set(parents.map((p) => p.vaultId))]);
    const [owners, photos] = await Promise.all([
      this.users.findByIds([...new Set([...vaults.values()].map((v) => v.ownerId))]),
      this.messages.photosFor(parents),
    ]);
    for (const parent of parents) {
      try {
        if (!(await this.renewFollowUp(parent, leaseUntil))) {
          summary.skipped++; // earlier follow-ups outlasted the lease and another worker took this one
          continue;
        }
        const vault = vaults.get(parent.vaultId) ?? null;
        const owner = vault ? (owners.get(vault.ownerId) ?? null) : null;
        if (!vault || !owner) {
          summary.skipped++;
          continue;
        }
        if (isPausedAt(vault, this.clock.now())) {
          // A paused senior gets no reminder, now or later: the schedule starts afresh when it ends.
          await this.deliveries.abandonFollowUp(parent.id);
          summary.skipped++;
          continue;
        }
        const dueAt = FollowUpTiming.dueAt(parent, vault, this.config.FOLLOW_UP_DAYS);
        if (dueAt > this.clock.now()) {
          await this.deliveries.releaseFollowUp(parent.id, dueAt); // not yet the senior's morning
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
        const people = { seniorName: vault.seniorName, ownerName: owner.name, language: vault.language };
        let email: EmailParts;
        try {
          email = await this.messages.questionEmail(parent, people, 'follow_up', undefined, photos);
        } catch (error) {
          if (!(error instanceof TokenUnavailableError)) throw error;
          await this.abandonFollowUp(followUp, error, summary);
          continue;
        }
        countSend(summary, await this.sender.send(followUp, email));
        await this.deliveries.releaseFollowUp(parent.id, null);
      } catch (error) {
        summary.failed++;
        const attempts = error instanceof SendFailedError ? error.delivery.attempts : 1;
        if (!(error instanceof SendFailedError)) this.logger.error(`Follow-up of ${parent.id}: ${String(error)}`);
        await this.deliveries.releaseFollowUp(parent.id, new Date(this.clock.now().getTime() + retryDelayMs(attempts)));
      } finally {
        onProgress?.(summary);
      }
    }
  }

  /** As schedule.renew for a vault: the claim still holds right before sending, asked past half the lease. */
  private async renewFollowUp(parent: Delivery, heldUntil: Date): Promise<boolean> {
    const now = this.clock.now();
    if (heldUntil.getTime() - now.getTime() > this.leaseMs / 2) return true;
    return this.deliveries.renewFollowUp(parent.id, heldUntil, new Date(now.getTime() + this.leaseMs));
  }

  /** A follow-up that could never carry its question's links: recorded with the reason, never tried again. */
  private async abandonFollowUp(followUp: Delivery, error: TokenUnavailableError, summary: DispatchSummary) {
    const reason = `${error.message} No follow-up is sent.`;
    await this.deliveries.markFailed(followUp.id, reason);
    await this.deliveries.abandonFollowUp(followUp.parentId!);
    this.logger.warn({ deliveryId: followUp.id, vaultId: followUp.vaultId }, reason);
    summary.skipped++;
  }
}
