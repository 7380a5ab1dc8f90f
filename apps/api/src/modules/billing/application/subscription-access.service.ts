import { Injectable } from '@nestjs/common';
import { PlanType } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { Subscription } from '../domain/billing';
import { BillingRepository } from './ports/billing.repository';
import { CheckoutState, PaymentGateway, SubscriptionState } from './ports/payment-gateway';

/** Keeps users' full access in step with their subscriptions. */
@Injectable()
export class SubscriptionAccess {
  constructor(
    private readonly repo: BillingRepository,
    private readonly gateway: PaymentGateway,
    private readonly users: ManageUsers,
    private readonly clock: Clock,
  ) {}

  /** A paid checkout: its subscription is recorded, and its user (if any yet) gets full access. */
  async recordCheckout(checkout: CheckoutState, email: string, userId: string | null): Promise<Subscription> {
    const existing = await this.repo.findSubscriptionBySession(checkout.sessionId);
    const state = checkout.subscriptionId ? await this.gateway.getSubscription(checkout.subscriptionId) : null;
    const saved = await this.repo.saveSubscription({
      provider: this.gateway.provider,
      checkoutSessionId: checkout.sessionId,
      subscriptionId: checkout.subscriptionId,
      customerId: checkout.customerId,
      plan: (state?.plan ?? checkout.plan ?? existing?.plan ?? 'annual') as PlanType,
      status: state?.status ?? existing?.status ?? 'active',
      currentPeriodEnd: state?.currentPeriodEnd ?? existing?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: state?.cancelAtPeriodEnd ?? existing?.cancelAtPeriodEnd ?? false,
      firstPaidAt: existing?.firstPaidAt ?? this.clock.now(),
      reference: checkout.reference ?? existing?.reference ?? '',
      userId: userId ?? existing?.userId ?? null,
      email,
    });
    await this.applyAccess(saved.userId);
    return saved;
  }

  async linkSessionToUser(sessionId: string, userId: string): Promise<void> {
    const sub = await this.repo.findSubscriptionBySession(sessionId);
    if (!sub) return;
    await this.repo.saveSubscription({ ...sub, userId });
    await this.applyAccess(userId);
  }

  /** A subscription changed at the provider (renewed, lapsed, cancelled, switched). */
  async subscriptionChanged(state: SubscriptionState): Promise<Subscription | null> {
    const sub = await this.repo.findSubscriptionByProviderId(state.subscriptionId);
    if (!sub) return null;
    const saved = await this.repo.saveSubscription({
      ...sub,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      customerId: state.customerId ?? sub.customerId,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? sub.cancelAtPeriodEnd,
      plan: state.plan ?? sub.plan,
    });
    await this.applyAccess(saved.userId);
    return saved;
  }

  /** Full access iff any of the user's subscriptions is in good standing (a failed payment's grace included). */
  async applyAccess(userId: string | null): Promise<void> {
    if (!userId) return;
    const subs = await this.repo.subscriptionsOfUser(userId);
    if (!subs.length) return; // never paid: access is an operator's decision (user:grant-full-access)
    await this.users.setFullAccess(
      userId,
      subs.some((s) => s.inGoodStanding),
    );
  }
}
