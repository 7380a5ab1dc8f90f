import { BillingCard, PlanType, PLANS } from '@storyvault/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../shared/time/clock';
import { Receipt, RefundReport, SubscriptionState } from '../../application/ports/payment-gateway';
import { SubscriptionStatus } from '../../domain/billing';
import { CheckoutNotFoundError } from '../../domain/billing.errors';

interface Row {
  id: string;
  customer_id: string;
  plan: PlanType;
  status: SubscriptionStatus;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  card_brand: string;
  card_last4: string;
}

interface PaymentRow {
  id: string;
  number: number;
  amount: number;
  currency: string;
  paid_at: Date;
  refunded_at: Date | null;
}

export const subscriptionIdOf = (sessionId: string) => `sub_test_${sessionId.slice(-16)}`;
export const customerIdOf = (sessionId: string) => `cus_test_${sessionId.slice(-12)}`;
const PORTAL_ID = /^bps_test_local_[0-9a-f]{32}$/;
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'];

/** One period of a plan after `from`, as Stripe counts months and years. */
function periodAfter(from: Date, plan: PlanType): Date {
  const next = new Date(from.getTime());
  if (plan === 'annual') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function periodBefore(end: Date, plan: PlanType): Date {
  const start = new Date(end.getTime());
  if (plan === 'annual') start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

/**
 * The test gateway's subscriptions, kept in PostgreSQL the way Stripe keeps them: a period that
 * renews with a payment each time (when read after its end), a cancellation at the period's end,
 * a switch of plan with the unused part credited, a card, refunds.
 */
export class TestSubscriptions {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A paid checkout's subscription and its first payment. */
  async start(sessionId: string, plan: PlanType): Promise<void> {
    const now = this.clock.now();
    const id = subscriptionIdOf(sessionId);
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO test_subscriptions (id, customer_id, plan, status, current_period_end, created_at)
       VALUES ($1, $2, $3, 'active', $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [id, customerIdOf(sessionId), plan, periodAfter(now, plan), now],
    );
    if (inserted.length) await this.pay(id, PLANS[plan].priceCents, now);
  }

  /** The subscription as of now: a period that passed is renewed (paid) or, cancelled, ended. */
  async get(subscriptionId: string): Promise<SubscriptionState | null> {
    const row = await this.row(subscriptionId);
    if (!row) return null;
    const now = this.clock.now();
    if (row.status === 'active' && row.current_period_end.getTime() <= now.getTime()) {
      if (row.cancel_at_period_end) {
        await this.db.query(`UPDATE test_subscriptions SET status = 'canceled' WHERE id = $1`, [row.id]);
      } else {
        let end = row.current_period_end;
        while (end.getTime() <= now.getTime()) {
          await this.pay(row.id, PLANS[row.plan].priceCents, end);
          end = periodAfter(end, row.plan);
        }
        await this.db.query(`UPDATE test_subscriptions SET current_period_end = $2 WHERE id = $1`, [row.id, end]);
      }
    }
    return this.state((await this.row(subscriptionId))!);
  }

  async card(subscriptionId: string): Promise<BillingCard | null> {
    const row = await this.row(subscriptionId);
    return row ? { brand: row.card_brand, last4: row.card_last4 } : null;
  }

  async receipts(subscriptionId: string): Promise<Receipt[]> {
    const rows: PaymentRow[] = await this.db.query(
      'SELECT * FROM test_payments WHERE subscription_id = $1 ORDER BY paid_at DESC, number DESC',
      [subscriptionId],
    );
    return rows.map((r) => ({
      id: r.id,
      date: r.paid_at,
      amount: r.amount,
      currency: r.currency,
      url: null,
      number: `TEST-${String(r.number).padStart(4, '0')}`,
    }));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionState> {
    await this.require(subscriptionId);
    await this.db.query(`UPDATE test_subscriptions SET cancel_at_period_end = $2 WHERE id = $1`, [
      subscriptionId,
      cancel,
    ]);
    return (await this.get(subscriptionId))!;
  }

  /**
   * As Stripe prorates a change of interval: a new period starts now, and its price less the
   * unused part of the period paid is charged at once (a credit larger than the price is not
   * carried over here).
   */
  async switchPlan(subscriptionId: string, plan: PlanType): Promise<SubscriptionState> {
    const row = await this.require(subscriptionId);
    const now = this.clock.now();
    const end = row.current_period_end.getTime();
    const start = periodBefore(row.current_period_end, row.plan).getTime();
    const unused = Math.max(0, Math.min(1, (end - now.getTime()) / (end - start)));
    const due = PLANS[plan].priceCents - Math.round(PLANS[row.plan].priceCents * unused);
    await this.db.query(`UPDATE test_subscriptions SET plan = $2, current_period_end = $3 WHERE id = $1`, [
      subscriptionId,
      plan,
      periodAfter(now, plan),
    ]);
    if (due > 0) await this.pay(subscriptionId, due, now);
    return (await this.get(subscriptionId))!;
  }

  async openPortal(subscriptionId: string, returnUrl: string): Promise<string> {
    await this.require(subscriptionId);
    const id = `bps_test_local_${randomBytes(16).toString('hex')}`;
    await this.db.query('INSERT INTO test_portal_sessions (id, subscription_id, return_url) VALUES ($1, $2, $3)', [
      id,
      subscriptionId,
      returnUrl,
    ]);
    return id;
  }

  async portal(portalId: string): Promise<{ id: string; returnUrl: string; card: BillingCard } | null> {
    if (!PORTAL_ID.test(portalId)) return null;
    const rows: Array<{ id: string; return_url: string; card_brand: string; card_last4: string }> = await this.db.query(
      `SELECT p.id, p.return_url, s.card_brand, s.card_last4 FROM test_portal_sessions p
       JOIN test_subscriptions s ON s.id = p.subscription_id WHERE p.id = $1`,
      [portalId],
    );
    const r = rows[0];
    return r ? { id: r.id, returnUrl: r.return_url, card: { brand: r.card_brand, last4: r.card_last4 } } : null;
  }

  async changeCard(portalId: string, card: BillingCard): Promise<string | null> {
    if (!PORTAL_ID.test(portalId)) return null;
    const [rows] = (await this.db.query(
      `UPDATE test_subscriptions s SET card_brand = $2, card_last4 = $3 FROM test_portal_sessions p
       WHERE p.id = $1 AND s.id = p.subscription_id RETURNING p.return_url`,
      [portalId, card.brand, card.last4],
    )) as [Array<{ return_url: string }>, number];
    return rows[0]?.return_url ?? null;
  }

  async refundFirstPayment(subscriptionId: string): Promise<RefundReport> {
    const row = await this.require(subscriptionId);
    const now = this.clock.now();
    const [rows] = (await this.db.query(
      `UPDATE test_payments SET refunded_at = $2 WHERE id = (
         SELECT id FROM test_payments WHERE subscription_id = $1 ORDER BY paid_at, number LIMIT 1
       ) AND refunded_at IS NULL RETURNING *`,
      [subscriptionId, now],
    )) as [PaymentRow[], number];
    if (!rows[0]) throw new Error(`Test subscription ${subscriptionId} has no payment left to refund`);
    return {
      paymentRef: rows[0].id,
      customerId: row.customer_id,
      amount: rows[0].amount,
      currency: rows[0].currency,
      at: now,
    };
  }

  async cancelNow(subscriptionId: string): Promise<SubscriptionState> {
    await this.require(subscriptionId);
    await this.db.query(
      `UPDATE test_subscriptions SET status = 'canceled', cancel_at_period_end = false WHERE id = $1`,
      [subscriptionId],
    );
    return (await this.get(subscriptionId))!;
  }

  private async pay(subscriptionId: string, amount: number, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO test_payments (id, subscription_id, number, amount, currency, paid_at)
       VALUES ($1, $2::varchar, (SELECT count(*) + 1 FROM test_payments WHERE subscription_id = $2::varchar), $3, 'usd', $4)`,
      [`pi_test_local_${randomBytes(12).toString('hex')}`, subscriptionId, amount, at],
    );
  }

  private async row(subscriptionId: string): Promise<Row | null> {
    if (!/^sub_test_[0-9a-f]{16}$/.test(subscriptionId)) return null;
    const rows: Row[] = await this.db.query('SELECT * FROM test_subscriptions WHERE id = $1', [subscriptionId]);
    return rows[0] ?? null;
  }

  private async require(subscriptionId: string): Promise<Row> {
    const row = await this.row(subscriptionId);
    if (!row) throw new CheckoutNotFoundError();
    return row;
  }

  private state(row: Row): SubscriptionState {
    const plan = PLANS[row.plan];
    return {
      subscriptionId: row.id,
      customerId: row.customer_id,
      status: row.status,
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      plan: row.plan,
      price: { amount: plan.priceCents, currency: 'usd', interval: row.plan === 'annual' ? 'year' : 'month' },
    };
  }
}
