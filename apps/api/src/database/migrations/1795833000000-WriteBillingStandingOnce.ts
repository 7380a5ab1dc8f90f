import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing's standing, written once, in PostgreSQL (docs/decisions/0940-billing-standing-in-sql.md):
 * when a failed payment's grace ends, whether a subscription gives full access at a moment, and
 * whether an owner's subscription ended. Billing's repository reads them for the TypeScript code,
 * and delivery's statements call them, so the two never disagree.
 *
 * The first two are single expressions, which PostgreSQL inlines into the statement calling them
 * (its plan is the one the expression written out would have).
 */
export class WriteBillingStandingOnce1795833000000 implements MigrationInterface {
  name = 'WriteBillingStandingOnce1795833000000';

  async up(q: QueryRunner): Promise<void> {
    // 168 hours, not 7 days: the same instant whatever the session's time zone, DST included.
    await q.query(`CREATE FUNCTION billing_grace_ends_at(payment_failed_at timestamptz) RETURNS timestamptz
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT payment_failed_at + interval '168 hours' $$`);
    await q.query(`CREATE FUNCTION billing_status_in_good_standing(status text) RETURNS boolean
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT status IN ('active', 'trialing', 'past_due') $$`);
    await q.query(`CREATE FUNCTION billing_in_good_standing(status text, payment_failed_at timestamptz, at timestamptz)
      RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT billing_status_in_good_standing(status)
        AND (payment_failed_at IS NULL OR at < billing_grace_ends_at(payment_failed_at)) $$`);
    await q.query(`CREATE FUNCTION billing_subscription_ended(owner_id uuid, at timestamptz) RETURNS boolean
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = owner_id)
        AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = owner_id
          AND billing_in_good_standing(s.status, s.payment_failed_at, at)) $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION billing_subscription_ended(uuid, timestamptz)`);
    await q.query(`DROP FUNCTION billing_in_good_standing(text, timestamptz, timestamptz)`);
    await q.query(`DROP FUNCTION billing_status_in_good_standing(text)`);
    await q.query(`DROP FUNCTION billing_grace_ends_at(timestamptz)`);
  }
}
