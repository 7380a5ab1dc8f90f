import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isLanguage, Language, PlanType } from '@storyvault/contracts';
import { DataSource } from 'typeorm';
import { BillingRepository, PaymentRecord } from '../../application/ports/billing.repository';
import { Clock } from '../../../../shared/time/clock';
import { Lead, Subscription, SubscriptionStatus } from '../../domain/billing';

interface LeadRow {
  id: number;
  name: string;
  email: string;
  paid_session_id: string | null;
  user_id: string | null;
  language: string;
  created_at: Date;
}

interface SubscriptionRow {
  id: string;
  provider: string;
  checkout_session_id: string;
  subscription_id: string | null;
  customer_id: string | null;
  plan: string;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  first_paid_at: Date | null;
  payment_failed_at: Date | null;
  refunded_at: Date | null;
  renewal_stopped_for_deletion: boolean;
  grace_ends_at: Date | null;
  in_good_standing: boolean;
  reference: string;
  user_id: string | null;
  email: string;
  updated_at: Date;
}

const toLead = (r: LeadRow): Lead => ({
  id: r.id,
  name: r.name,
  email: r.email,
  paidSessionId: r.paid_session_id,
  userId: r.user_id,
  language: isLanguage(r.language) ? r.language : 'en',
  createdAt: r.created_at,
});
const toSubscription = (r: SubscriptionRow): Subscription => ({
  id: r.id,
  provider: r.provider as Subscription['provider'],
  checkoutSessionId: r.checkout_session_id,
  subscriptionId: r.subscription_id,
  customerId: r.customer_id,
  plan: r.plan as PlanType,
  status: r.status as SubscriptionStatus,
  currentPeriodEnd: r.current_period_end,
  cancelAtPeriodEnd: r.cancel_at_period_end,
  firstPaidAt: r.first_paid_at,
  paymentFailedAt: r.payment_failed_at,
  graceEndsAt: r.grace_ends_at,
  inGoodStanding: r.in_good_standing,
  refundedAt: r.refunded_at,
  renewalStoppedForDeletion: r.renewal_stopped_for_deletion,
  reference: r.reference,
  userId: r.user_id,
  email: r.email,
  updatedAt: r.updated_at,
});

/**
 * A subscription row with billing's standing read beside it at `at` (an SQL expression): the
 * rule is PostgreSQL's alone (the migration WriteBillingStandingOnce), never recomputed here.
 */
const withStanding = (at: string, alias = 's') =>
  `${alias}.*, billing_grace_ends_at(${alias}.payment_failed_at) AS grace_ends_at,
   billing_in_good_standing(${alias}.status, ${alias}.payment_failed_at, ${at}) AS in_good_standing`;

@Injectable()
export class TypeormBillingRepository extends BillingRepository {
  /** The end of the last webhook event's turn (see applyEventOnce). */
  private eventTurn: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async upsertLead(lead: { name: string; email: string; language: Language }): Promise<Lead> {
    const existing: LeadRow[] = await this.db.query(
      'SELECT * FROM leads WHERE email = $1 AND user_id IS NULL ORDER BY id DESC LIMIT 1',
      [lead.email],
    );
    if (existing[0]) {
      const [rows] = (await this.db.query('UPDATE leads SET name = $2, language = $3 WHERE id = $1 RETURNING *', [
        existing[0].id,
        lead.name,
        lead.language,
      ])) as [LeadRow[], number];
      return toLead(rows[0]);
    }
    const rows: LeadRow[] = await this.db.query(
      'INSERT INTO leads (name, email, language) VALUES ($1, $2, $3) RETURNING *',
      [lead.name, lead.email, lead.language],
    );
    return toLead(rows[0]);
  }

  async findLead(id: number): Promise<Lead | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const rows: LeadRow[] = await this.db.query('SELECT * FROM leads WHERE id = $1', [id]);
    return rows[0] ? toLead(rows[0]) : null;
  }

  async markLeadPaid(id: number, sessionId: string): Promise<boolean> {
    const [, changed] = (await this.db.query(
      'UPDATE leads SET paid_session_id = $2 WHERE id = $1 AND paid_session_id IS DISTINCT FROM $2',
      [id, sessionId],
    )) as [unknown, number];
    return changed > 0;
  }

  async findPaidLeadByEmail(email: string): Promise<Lead | null> {
    const rows: LeadRow[] = await this.db.query(
      'SELECT * FROM leads WHERE email = $1 AND paid_session_id IS NOT NULL AND user_id IS NULL ORDER BY id DESC LIMIT 1',
      [email.trim().toLowerCase()],
    );
    return rows[0] ? toLead(rows[0]) : null;
  }

  async linkLeadToUser(id: number, userId: string): Promise<void> {
    await this.db.query('UPDATE leads SET user_id = $2 WHERE id = $1', [id, userId]);
  }

  async saveSubscription(s: Parameters<BillingRepository['saveSubscription']>[0]): Promise<Subscription> {
    const rows: SubscriptionRow[] = await this.db.query(
      `INSERT INTO subscriptions (provider, checkout_session_id, subscription_id, customer_id, plan, status, current_period_end, reference, user_id, email, cancel_at_period_end, first_paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (checkout_session_id) DO UPDATE SET
         subscription_id = COALESCE(excluded.subscription_id, subscriptions.subscription_id),
         customer_id = COALESCE(excluded.customer_id, subscriptions.customer_id),
         plan = excluded.plan, status = excluded.status, current_period_end = excluded.current_period_end,
         cancel_at_period_end = excluded.cancel_at_period_end,
         first_paid_at = COALESCE(subscriptions.first_paid_at, excluded.first_paid_at),
         user_id = COALESCE(excluded.user_id, subscriptions.user_id), email = excluded.email, updated_at = now()
       RETURNING ${withStanding('$13::timestamptz', 'subscriptions')}`,
      [
        s.provider,
        s.checkoutSessionId,
        s.subscriptionId,
        s.customerId,
        s.plan,
        s.status,
        s.currentPeriodEnd,
        s.reference,
        s.userId,
        s.email,
        s.cancelAtPeriodEnd,
        s.firstPaidAt,
        this.clock.now(),
      ],
    );
    return toSubscription(rows[0]);
  }

  async findSubscriptionBySession(sessionId: string): Promise<Subscription | null> {
    const rows: SubscriptionRow[] = await this.db.query(
      `SELECT ${withStanding('$2::timestamptz')} FROM subscriptions s WHERE s.checkout_session_id = $1`,
      [sessionId, this.clock.now()],
    );
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async findSubscriptionByProviderId(subscriptionId: string): Promise<Subscription | null> {
    const rows: SubscriptionRow[] = await this.db.query(
      `SELECT ${withStanding('$2::timestamptz')} FROM subscriptions s WHERE s.subscription_id = $1`,
      [subscriptionId, this.clock.now()],
    );
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async findSubscriptionByCustomer(customerId: string): Promise<Subscription | null> {
    const rows: SubscriptionRow[] = await this.db.query(
      `SELECT ${withStanding('$2::timestamptz')} FROM subscriptions s WHERE s.customer_id = $1
       ORDER BY s.updated_at DESC LIMIT 1`,
      [customerId, this.clock.now()],
    );
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async markPaymentFailed(subscriptionId: string, at: Date): Promise<Subscription | null> {
    const [rows] = (await this.db.query(
      `UPDATE subscriptions SET payment_failed_at = $2, updated_at = now()
       WHERE subscription_id = $1 AND payment_failed_at IS NULL
       RETURNING ${withStanding('$3::timestamptz', 'subscriptions')}`,
      [subscriptionId, at, this.clock.now()],
    )) as [SubscriptionRow[], number];
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async subscriptionEnded(userId: string): Promise<boolean> {
    const rows: Array<{ ended: boolean }> = await this.db.query(
      'SELECT billing_subscription_ended($1, $2::timestamptz) AS ended',
      [userId, this.clock.now()],
    );
    return rows[0].ended;
  }

  async clearPaymentFailure(subscriptionId: string): Promise<void> {
    await this.db.query(
      'UPDATE subscriptions SET payment_failed_at = NULL, updated_at = now() WHERE subscription_id = $1 AND payment_failed_at IS NOT NULL',
      [subscriptionId],
    );
  }

  async markRefunded(subscriptionId: string, at: Date): Promise<void> {
    await this.db.query(
      'UPDATE subscriptions SET refunded_at = COALESCE(refunded_at, $2), updated_at = now() WHERE subscription_id = $1',
      [subscriptionId, at],
    );
  }

  async markRenewalStoppedForDeletion(subscriptionId: string, stopped: boolean): Promise<void> {
    await this.db.query(
      'UPDATE subscriptions SET renewal_stopped_for_deletion = $2, updated_at = now() WHERE subscription_id = $1',
      [subscriptionId, stopped],
    );
  }

  async forgetUser(userId: string, email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const mine = `SELECT subscription_id FROM subscriptions
        WHERE subscription_id IS NOT NULL AND (user_id = $1 OR lower(email) = lower($2))`;
      await tx.query(`DELETE FROM billing_payments WHERE subscription_id IN (${mine})`, [userId, email]);
      await tx.query(`DELETE FROM test_subscriptions WHERE id IN (${mine})`, [userId, email]);
      await tx.query(`DELETE FROM subscriptions WHERE user_id = $1 OR lower(email) = lower($2)`, [userId, email]);
      await tx.query(`DELETE FROM test_checkout_sessions WHERE reference = 'user:' || $1 OR lower(email) = lower($2)`, [
        userId,
        email,
      ]);
      await tx.query(`DELETE FROM leads WHERE user_id = $1 OR lower(email) = lower($2)`, [userId, email]);
    });
  }

  async recordPayment(p: PaymentRecord): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO billing_payments (id, subscription_id, outcome, amount, currency, at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [p.id, p.subscriptionId, p.outcome, p.amount, p.currency.toLowerCase(), p.at],
    );
    return rows.length > 0;
  }

  async paymentsOf(subscriptionId: string): Promise<PaymentRecord[]> {
    const rows: Array<{
      id: string;
      subscription_id: string;
      outcome: PaymentRecord['outcome'];
      amount: number;
      currency: string;
      at: Date;
    }> = await this.db.query('SELECT * FROM billing_payments WHERE subscription_id = $1 ORDER BY at, id', [
      subscriptionId,
    ]);
    return rows.map((r) => ({
      id: r.id,
      subscriptionId: r.subscription_id,
      outcome: r.outcome,
      amount: r.amount,
      currency: r.currency,
      at: r.at,
    }));
  }

  async subscriptionsToSettle(now: Date): Promise<Subscription[]> {
    const rows: SubscriptionRow[] = await this.db.query(
      `SELECT ${withStanding('$1::timestamptz')} FROM subscriptions s
       WHERE s.subscription_id IS NOT NULL AND billing_status_in_good_standing(s.status)
         AND (s.current_period_end < $1 OR NOT billing_in_good_standing(s.status, s.payment_failed_at, $1))
       ORDER BY s.current_period_end LIMIT 500`,
      [now],
    );
    return rows.map(toSubscription);
  }

  async subscriptionsOfUser(userId: string): Promise<Subscription[]> {
    const rows: SubscriptionRow[] = await this.db.query(
      `SELECT ${withStanding('$2::timestamptz')} FROM subscriptions s WHERE s.user_id = $1 ORDER BY s.updated_at DESC`,
      [userId, this.clock.now()],
    );
    return rows.map(toSubscription);
  }

  /**
   * The event's row is inserted in a transaction held open while `apply` runs and committed
   * only after it succeeded, so a failure (or a crash) leaves no mark and the provider's retry
   * applies the event. A second delivery's insert waits on the first's row lock, then finds it
   * committed (and skips) or rolled back (and applies). `apply` writes through other pooled
   * connections, so events take turns in this process: a burst of webhooks each holding a
   * connection could otherwise leave none for their own writes.
   */
  applyEventOnce(eventId: string, type: string, apply: () => Promise<void>): Promise<boolean> {
    const run = this.eventTurn.then(() => this.applyInTransaction(eventId, type, apply));
    this.eventTurn = run.catch(() => undefined);
    return run;
  }

  private async applyInTransaction(eventId: string, type: string, apply: () => Promise<void>): Promise<boolean> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const rows: unknown[] = await runner.query(
        'INSERT INTO billing_events (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
        [eventId, type],
      );
      if (rows.length === 0) {
        await runner.rollbackTransaction();
        return false;
      }
      await apply();
      await runner.commitTransaction();
      return true;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
