import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { BillingRepository } from './ports/billing.repository';
import { PaymentGateway } from './ports/payment-gateway';
import { SubscriptionAccess } from './subscription-access.service';

/**
 * What time alone changes: a paid period that passed (the provider renewed the subscription or,
 * after a cancellation, ended it; the webhook usually told us already) and a failed payment's
 * grace that ran out (Stripe may still say past_due). Each such subscription is read again and
 * its owner's full access set from it. Returns how many were looked at.
 */
@Injectable()
export class SettleSubscriptions {
  constructor(
    private readonly repo: BillingRepository,
    private readonly gateway: PaymentGateway,
    private readonly access: SubscriptionAccess,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const due = await this.repo.subscriptionsToSettle(now);
    for (const sub of due) {
      const passed = sub.currentPeriodEnd !== null && sub.currentPeriodEnd.getTime() < now.getTime();
      const state = passed && sub.subscriptionId ? await this.gateway.getSubscription(sub.subscriptionId) : null;
      if (state) await this.access.subscriptionChanged(state);
      else await this.access.applyAccess(sub.userId);
    }
    return due.length;
  }
}
