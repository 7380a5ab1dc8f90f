import { Injectable } from '@nestjs/common';
import { ManageUsers, User } from '../../auth/auth.public';
import { Lead, Subscription } from '../domain/billing';
import { BillingRepository, PaymentRecord } from './ports/billing.repository';
import { PaymentGateway, SubscriptionState } from './ports/payment-gateway';
import { SubscriptionAccess } from './subscription-access.service';

export interface BillingReport {
  user: User;
  subscriptions: Array<{ ours: Subscription; provider: SubscriptionState | null; payments: PaymentRecord[] }>;
}

export interface PaidLeadReport {
  lead: Lead;
  subscription: Subscription | null;
}

/** For operators: a user's subscriptions as we and the provider see them, and a resync. */
@Injectable()
export class BillingStatus {
  constructor(
    private readonly repo: BillingRepository,
    private readonly gateway: PaymentGateway,
    private readonly users: ManageUsers,
    private readonly access: SubscriptionAccess,
  ) {}

  async report(email: string): Promise<BillingReport> {
    const user = await this.users.getByEmail(email);
    const subs = await this.repo.subscriptionsOfUser(user.id);
    return {
      user,
      subscriptions: await Promise.all(
        subs.map(async (ours) => ({
          ours,
          provider: ours.subscriptionId ? await this.gateway.getSubscription(ours.subscriptionId) : null,
          payments: ours.subscriptionId ? await this.repo.paymentsOf(ours.subscriptionId) : [],
        })),
      ),
    };
  }

  /** A payment made through the funnel whose account is not created yet, by the lead's email. */
  async paidLead(email: string): Promise<PaidLeadReport | null> {
    const lead = await this.repo.findPaidLeadByEmail(email);
    if (!lead?.paidSessionId) return null;
    const subscription = await this.repo.findSubscriptionBySession(lead.paidSessionId);
    return { lead, subscription };
  }

  /** Re-reads every subscription from the provider and sets full access from what it says. */
  async sync(email: string): Promise<BillingReport> {
    const before = await this.report(email);
    for (const { provider } of before.subscriptions) if (provider) await this.access.subscriptionChanged(provider);
    await this.access.applyAccess(before.user.id);
    return this.report(email);
  }
}
