import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBilling1764122400000 implements MigrationInterface {
  name = 'CreateBilling1764122400000';

  async up(q: QueryRunner): Promise<void> {
    // Integer ids: docs/product.md §7 sends leadId as an integer.
    await q.query(`CREATE TABLE leads (
      id serial PRIMARY KEY,
      name varchar(100) NOT NULL,
      email varchar(254) NOT NULL,
      paid_session_id varchar(255),
      user_id uuid CONSTRAINT leads_user_id_fkey REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX leads_email ON leads (email)`);

    await q.query(`CREATE TABLE subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider varchar(10) NOT NULL,
      checkout_session_id varchar(255) NOT NULL,
      subscription_id varchar(255),
      customer_id varchar(255),
      plan varchar(10) NOT NULL,
      status varchar(20) NOT NULL,
      current_period_end timestamptz,
      reference varchar(100) NOT NULL,
      user_id uuid CONSTRAINT subscriptions_user_id_fkey REFERENCES users(id) ON DELETE SET NULL,
      email varchar(254) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX subscriptions_session_unique ON subscriptions (checkout_session_id)`);
    await q.query(`CREATE UNIQUE INDEX subscriptions_provider_id_unique ON subscriptions (subscription_id)`);
    await q.query(`CREATE INDEX subscriptions_user ON subscriptions (user_id)`);

    await q.query(`CREATE TABLE billing_events (
      event_id varchar(255) PRIMARY KEY,
      type varchar(100) NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE test_checkout_sessions (
      id varchar(64) PRIMARY KEY,
      reference varchar(100) NOT NULL,
      email varchar(254) NOT NULL,
      plan varchar(10) NOT NULL,
      success_url text NOT NULL,
      cancel_url text NOT NULL,
      status varchar(10) NOT NULL DEFAULT 'open',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE newsletter_subscriptions (
      email varchar(254) PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'newsletter_subscriptions',
      'test_checkout_sessions',
      'billing_events',
      'subscriptions',
      'leads',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
