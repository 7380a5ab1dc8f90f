import { BillingCard, PlanType } from '@storyvault/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../shared/time/clock';
import {
  BillingEvent,
  CheckoutState,
  PaymentGateway,
  Receipt,
  RefundReport,
  SubscriptionState,
} from '../../application/ports/payment-gateway';
import { customerIdOf, subscriptionIdOf, TestSubscriptions } from './test-subscriptions';
import { InvalidWebhookError } from '../../domain/billing.errors';

export interface TestCheckoutSession {
  id: string;
  reference: string;
  email: string;
  plan: PlanType;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'paid' | 'canceled';
}

/** The ids this gateway issues; anything else is no session of ours (and never reaches a query). */
const SESSION_ID = /^cs_test_local_[0-9a-f]{32}$/;

/**
 * The local test checkout (no Stripe keys, not production): sessions live in PostgreSQL and a
 * page marked TEST MODE completes or cancels them, so the whole funnel works on `npm start`.
 */
export class TestPaymentGateway extends PaymentGateway {
  readonly provider = 'test' as const;

  /** Its own subscriptions, payments and card pages, as Stripe keeps them. */
  readonly subscriptions: TestSubscriptions;

  constructor(
    private readonly db: DataSource,
    private readonly checkoutPageUrl: (sessionId: string) => string,
    clock: Clock,
    private readonly portalPageUrl: (portalId: string) => string = (id) => `/api/billing/test-portal/${id}`,
  ) {
    super();
    this.subscriptions = new TestSubscriptions(db, clock);
  }

  async createCheckout(input: {
    reference: string;
    email: string;
    plan: PlanType;
    successUrl: string;
    cancelUrl: string;
  }) {
    const sessionId = `cs_test_local_${randomBytes(16).toString('hex')}`;
    await this.db.query(
      'INSERT INTO test_checkout_sessions (id, reference, email, plan, success_url, cancel_url) VALUES ($1, $2, $3, $4, $5, $6)',
      [sessionId, input.reference, input.email, input.plan, input.successUrl, input.cancelUrl],
    );
    return { sessionId, url: this.checkoutPageUrl(sessionId) };
  }

  async session(sessionId: string): Promise<TestCheckoutSession | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const rows: Array<{
      id: string;
      reference: string;
      email: string;
      plan: PlanType;
      success_url: string;
      cancel_url: string;
      status: TestCheckoutSession['status'];
    }> = await this.db.query('SELECT * FROM test_checkout_sessions WHERE id = $1', [sessionId]);
    const r = rows[0];
    return r
      ? {
          id: r.id,
          reference: r.reference,
          email: r.email,
          plan: r.plan,
          successUrl: r.success_url,
          cancelUrl: r.cancel_url,
          status: r.status,
        }
      : null;
  }

  /** The TEST MODE page's buttons; only an open session can change. */
  async settle(sessionId: string, outcome: 'paid' | 'canceled'): Promise<TestCheckoutSession | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const [rows] = (await this.db.query(
      `UPDATE test_checkout_sessions SET status = $2 WHERE id = $1 AND status = 'open' RETURNING plan`,
      [sessionId, outcome],
    )) as [Array<{ plan: PlanType }>, number];
    if (rows[0] && outcome === 'paid') await this.subscriptions.start(sessionId, rows[0].plan);
    return this.session(sessionId);
  }

  async getCheckout(sessionId: string): Promise<CheckoutState | null> {
    const s = await this.session(sessionId);
    if (!s) return null;
    return {
      sessionId: s.id,
      paid: s.status === 'paid',
      reference: s.reference,
      email: s.email,
      plan: s.plan,
      customerId: s.status === 'paid' ? customerIdOf(s.id) : null,
      subscriptionId: s.status === 'paid' ? subscriptionIdOf(s.id) : null,
    };
  }

  getSubscription(subscriptionId: string): Promise<SubscriptionState | null> {
    return this.subscriptions.get(subscriptionId);
  }

  getCard(subscriptionId: string): Promise<BillingCard | null> {
    return this.subscriptions.card(subscriptionId);
  }

  listReceipts(subscriptionId: string): Promise<Receipt[]> {
    return this.subscriptions.receipts(subscriptionId);
  }

  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionState> {
    return this.subscriptions.setCancelAtPeriodEnd(subscriptionId, cancel);
  }

  switchPlan(subscriptionId: string, plan: PlanType): Promise<SubscriptionState> {
    return this.subscriptions.switchPlan(subscriptionId, plan);
  }

  async createPortal(input: { subscriptionId: string; returnUrl: string }): Promise<string> {
    return this.portalPageUrl(await this.subscriptions.openPortal(input.subscriptionId, input.returnUrl));
  }

  refundFirstPayment(subscriptionId: string): Promise<RefundReport> {
    return this.subscriptions.refundFirstPayment(subscriptionId);
  }

  cancelNow(subscriptionId: string): Promise<SubscriptionState> {
    return this.subscriptions.cancelNow(subscriptionId);
  }

  parseWebhook(): BillingEvent {
    throw new InvalidWebhookError('the local test checkout sends no webhooks');
  }
}

/** Production without Stripe keys: nothing can be paid, and the page says so. */
export class UnconfiguredPaymentGateway extends PaymentGateway {
  readonly provider = 'stripe' as const;
  constructor(private readonly fail: () => Error) {
    super();
  }
  async createCheckout(): Promise<{ sessionId: string; url: string }> {
    throw this.fail();
  }
  async getCheckout(): Promise<CheckoutState | null> {
    return null;
  }
  async getSubscription(): Promise<SubscriptionState | null> {
    return null;
  }
  async getCard(): Promise<BillingCard | null> {
    return null;
  }
  async listReceipts(): Promise<Receipt[]> {
    return [];
  }
  async setCancelAtPeriodEnd(): Promise<SubscriptionState> {
    throw this.fail();
  }
  async switchPlan(): Promise<SubscriptionState> {
    throw this.fail();
  }
  async createPortal(): Promise<string> {
    throw this.fail();
  }
  async refundFirstPayment(): Promise<RefundReport> {
    throw this.fail();
  }
  async cancelNow(): Promise<SubscriptionState> {
    throw this.fail();
  }
  parseWebhook(): BillingEvent {
    throw new InvalidWebhookError('payments are not configured');
  }
}
