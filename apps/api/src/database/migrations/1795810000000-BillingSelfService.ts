import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing self-service (docs/payments.md): what the account page shows of a subscription
 * (cancelling at the period's end, the first payment that starts the 30-day guarantee, a failed
 * payment and its grace), the payments the provider reported (receipts, failures, refunds), and
 * the local test gateway's own subscriptions, payments and card pages.
 */
export class BillingSelfService1795810000000 implements MigrationInterface {
  name = 'BillingSelfService1795810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions
      ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
      ADD COLUMN first_paid_at timestamptz,
      ADD COLUMN payment_failed_at timestamptz,
      ADD COLUMN refunded_at timestamptz`);
    // A subscription recorded before this column was paid when it was last written.
    await q.query(`UPDATE subscriptions SET first_paid_at = updated_at`);

    // One row per payment the provider reported (an invoice paid or failed) and per refund, keyed by
    // the provider's id (a refund by `refund:` and the payment it gave back), so a repeated report is one row.
    await q.query(`CREATE TABLE billing_payments (
      id varchar(255) PRIMARY KEY,
      subscription_id varchar(255) NOT NULL,
      outcome varchar(10) NOT NULL CONSTRAINT billing_payments_outcome_check CHECK (outcome IN ('paid', 'failed', 'refunded')),
      amount integer NOT NULL,
      currency varchar(3) NOT NULL,
      at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX billing_payments_subscription ON billing_payments (subscription_id, at)`);

    await q.query(`CREATE TABLE test_subscriptions (
      id varchar(64) PRIMARY KEY,
      customer_id varchar(64) NOT NULL,
      plan varchar(10) NOT NULL,
      status varchar(20) NOT NULL,
      current_period_end timestamptz NOT NULL,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      card_brand varchar(20) NOT NULL DEFAULT 'visa',
      card_last4 varchar(4) NOT NULL DEFAULT '4242',
      created_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE test_payments (
      id varchar(64) PRIMARY KEY,
      subscription_id varchar(64) NOT NULL REFERENCES test_subscriptions(id) ON DELETE CASCADE,
      number integer NOT NULL,
      amount integer NOT NULL,
      currency varchar(3) NOT NULL,
      paid_at timestamptz NOT NULL,
      refunded_at timestamptz
    )`);
    await q.query(`CREATE INDEX test_payments_subscription ON test_payments (subscription_id, paid_at)`);
    await q.query(`CREATE TABLE test_portal_sessions (
      id varchar(64) PRIMARY KEY,
      subscription_id varchar(64) NOT NULL REFERENCES test_subscriptions(id) ON DELETE CASCADE,
      return_url text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE test_portal_sessions`);
    await q.query(`DROP TABLE test_payments`);
    await q.query(`DROP TABLE test_subscriptions`);
    await q.query(`DROP TABLE billing_payments`);
    await q.query(`ALTER TABLE subscriptions
      DROP COLUMN cancel_at_period_end, DROP COLUMN first_paid_at, DROP COLUMN payment_failed_at, DROP COLUMN refunded_at`);
  }
}
