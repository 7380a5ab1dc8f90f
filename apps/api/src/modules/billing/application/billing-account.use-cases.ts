import { Injectable } from '@nestjs/common';
import { BillingCard, BillingView, PlanType, PLANS } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/time/clock';
import { refundableUntil, Subscription } from '../domain/billing';
import {
  AlreadyCancellingError,
  NoSubscriptionError,
  NotCancellingError,
  RefundWindowClosedError,
  SamePlanError,
} from '../domain/billing.errors';
import { BillingRepository } from './ports/billing.repository';
import { PaymentGateway, PlanPrice, Receipt, SubscriptionState } from './ports/payment-gateway';
import { SubscriptionAccess } from './subscription-access.service';

type Live = Subscription & { subscriptionId: string };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const EMPTY: BillingView = {
  plan: null,
  status: null,
  renewsAt: null,
  endsAt: null,
  cancelAtPeriodEnd: false,
  refundableUntil: null,
  card: null,
  price: null,
  receipts: [],
  paymentFailedAt: null,
  graceEndsAt: null,
};

function samePlanPrice(plan: PlanType): PlanPrice {
  return { amount: PLANS[plan].priceCents, currency: 'usd', interval: plan === 'annual' ? 'year' : 'month' };
}

/** The owner's own billing (docs/payments.md): what the account page shows, and what it may change. */
@Injectable()
export class BillingAccount {
  constructor(
    private readonly repo: BillingRepository,
    private readonly gateway: PaymentGateway,
    private readonly access: SubscriptionAccess,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** The provider's state is the truth: what it says is recorded before it is shown. */
  async view(userId: string): Promise<BillingView> {
    let sub = await this.current(userId);
    if (!sub) return EMPTY;
    if (!sub.subscriptionId) return this.toView(sub, null, null, []);
    const state = await this.gateway.getSubscription(sub.subscriptionId);
    if (state && this.differs(sub, state)) sub = (await this.access.subscriptionChanged(state)) ?? sub;
    const [card, receipts] = await Promise.all([
      this.gateway.getCard(sub.subscriptionId!),
      this.gateway.listReceipts(sub.subscriptionId!),
    ]);
    return this.toView(sub, state?.price ?? null, card, receipts);
  }

  async cancel(userId: string): Promise<BillingView> {
    const sub = await this.live(userId);
    if (sub.cancelAtPeriodEnd) throw new AlreadyCancellingError(sub.currentPeriodEnd);
    await this.access.subscriptionChanged(await this.gateway.setCancelAtPeriodEnd(sub.subscriptionId, true));
    return this.view(userId);
  }

  async resume(userId: string): Promise<BillingView> {
    const sub = await this.live(userId);
    if (!sub.cancelAtPeriodEnd) throw new NotCancellingError();
    await this.access.subscriptionChanged(await this.gateway.setCancelAtPeriodEnd(sub.subscriptionId, false));
    return this.view(userId);
  }

  async switchPlan(userId: string, plan: PlanType): Promise<BillingView> {
    const sub = await this.live(userId);
    if (sub.plan === plan) throw new SamePlanError(plan);
    await this.access.subscriptionChanged(await this.gateway.switchPlan(sub.subscriptionId, plan));
    return this.view(userId);
  }

  /** Where the card is changed; a subscription whose payment failed needs it most, so any recorded one may. */
  async portal(userId: string): Promise<string> {
    const sub = await this.current(userId);
    if (!sub?.subscriptionId) throw new NoSubscriptionError();
    return this.gateway.createPortal({
      subscriptionId: sub.subscriptionId,
      customerId: sub.customerId,
      returnUrl: this.config.link('/dashboard/account'),
    });
  }

  /**
   * The 30-day money-back guarantee (later only with `force`, for operators): the first payment given back and the subscription ended at
   * once. The refund is recorded before the subscription is ended, so a second try after a
   * failure in between only ends it (never refunds twice).
   */
  async refund(userId: string, options: { force?: boolean } = {}): Promise<BillingView> {
    const sub = await this.current(userId);
    if (!sub?.subscriptionId) throw new NoSubscriptionError();
    const now = this.clock.now();
    const halfDone = sub.refundedAt !== null && sub.inGoodStanding;
    if (!halfDone) {
      if (!sub.inGoodStanding || sub.refundedAt) throw new NoSubscriptionError();
      // An operator may refund later than the guarantee (`storyvault billing:refund --force`).
      if (!refundableUntil(sub, now) && !options.force) throw new RefundWindowClosedError();
      const refund = await this.gateway.refundFirstPayment(sub.subscriptionId);
      await this.repo.recordPayment({
        id: `refund:${refund.paymentRef}`,
        subscriptionId: sub.subscriptionId,
        outcome: 'refunded',
        amount: refund.amount,
        currency: refund.currency,
        at: refund.at,
      });
      await this.repo.markRefunded(sub.subscriptionId, refund.at);
    }
    await this.access.subscriptionChanged(await this.gateway.cancelNow(sub.subscriptionId));
    return this.view(userId);
  }

  /** The subscription the account page is about: the one giving full access, else the newest. */
  private async current(userId: string): Promise<Subscription | null> {
    const subs = await this.repo.subscriptionsOfUser(userId);
    return subs.find((s) => s.inGoodStanding) ?? subs[0] ?? null;
  }

  /** One that can still be cancelled, resumed or switched. */
  private async live(userId: string): Promise<Live> {
    const sub = await this.current(userId);
    if (!sub?.subscriptionId || !sub.inGoodStanding) throw new NoSubscriptionError();
    return sub as Live;
  }

  private differs(sub: Subscription, state: SubscriptionState): boolean {
    return (
      sub.status !== state.status ||
      sub.currentPeriodEnd?.getTime() !== state.currentPeriodEnd?.getTime() ||
      (state.cancelAtPeriodEnd !== null && sub.cancelAtPeriodEnd !== state.cancelAtPeriodEnd) ||
      (state.plan !== null && sub.plan !== state.plan)
    );
  }

  private toView(
    sub: Subscription,
    price: PlanPrice | null,
    card: BillingCard | null,
    receipts: Receipt[],
  ): BillingView {
    const now = this.clock.now();
    const active = sub.inGoodStanding;
    const grace = sub.graceEndsAt;
    const ended = sub.refundedAt ?? (grace && grace <= now ? grace : null) ?? sub.currentPeriodEnd;
    return {
      plan: sub.plan,
      status: sub.status,
      renewsAt: active && !sub.cancelAtPeriodEnd ? iso(sub.currentPeriodEnd) : null,
      endsAt: active ? (sub.cancelAtPeriodEnd ? iso(sub.currentPeriodEnd) : null) : iso(ended),
      cancelAtPeriodEnd: active && sub.cancelAtPeriodEnd,
      refundableUntil: iso(refundableUntil(sub, now)),
      card,
      price: price ?? samePlanPrice(sub.plan),
      receipts: receipts.map((r) => ({ ...r, date: r.date.toISOString() })),
      paymentFailedAt: iso(sub.paymentFailedAt),
      graceEndsAt: iso(grace),
    };
  }
}
