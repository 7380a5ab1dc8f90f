import { Injectable, Logger } from '@nestjs/common';
import { DomainEvent } from '../../../shared/events/domain-event';
import { ManageUsers } from '../../auth/auth.public';
import { BillingRepository } from './ports/billing.repository';
import { PaymentGateway } from './ports/payment-gateway';
import { SubscriptionAccess } from './subscription-access.service';

/**
 * Billing's part in deleting an account (docs/decisions/0103-billing-follows-a-deleted-account.md):
 * no renewal is charged during the 30 days of grace, a sign-in that undoes the deletion starts
 * the renewal again (only where the deletion had stopped it), and the erasure ends the
 * subscription at the provider and forgets what billing kept of the account.
 */
@Injectable()
export class DeletedAccounts {
  static readonly stopHandler = 'billing.stop-renewal-for-deletion';
  static readonly resumeHandler = 'billing.resume-renewal-after-undo';
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly repo: BillingRepository,
    private readonly gateway: PaymentGateway,
    private readonly access: SubscriptionAccess,
    private readonly users: ManageUsers,
  ) {}

  async deletionRequested(events: DomainEvent<'AccountDeletionRequested'>[]): Promise<void> {
    for (const { payload } of events) {
      for (const sub of await this.repo.subscriptionsOfUser(payload.userId)) {
        if (!sub.subscriptionId || sub.cancelAtPeriodEnd || !sub.inGoodStanding) continue;
        // Recorded first: a retry after the provider's answer was lost finds it and does the same again.
        await this.repo.markRenewalStoppedForDeletion(sub.subscriptionId, true);
        await this.access.subscriptionChanged(await this.gateway.setCancelAtPeriodEnd(sub.subscriptionId, true));
        this.logger.log({ userId: payload.userId }, 'Renewal stopped: the account is to be deleted');
      }
    }
  }

  async deletionUndone(events: DomainEvent<'AccountDeletionUndone'>[]): Promise<void> {
    for (const { payload } of events) {
      for (const sub of await this.repo.subscriptionsOfUser(payload.userId)) {
        if (!sub.subscriptionId || !sub.renewalStoppedForDeletion) continue;
        if (sub.cancelAtPeriodEnd && sub.inGoodStanding)
          await this.access.subscriptionChanged(await this.gateway.setCancelAtPeriodEnd(sub.subscriptionId, false));
        await this.repo.markRenewalStoppedForDeletion(sub.subscriptionId, false);
      }
    }
  }

  /** Before the user row goes: the subscription ended now, then every billing row of the account forgotten. */
  async erase(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    for (const sub of await this.repo.subscriptionsOfUser(userId)) {
      if (sub.subscriptionId && sub.inGoodStanding) await this.gateway.cancelNow(sub.subscriptionId);
    }
    await this.repo.forgetUser(userId, user.email);
  }
}
