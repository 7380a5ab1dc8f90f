import { migratedDataSource } from '@storyvault/api-testing';
import { grantsFullAccess, SubscriptionStatus } from '../../domain/billing';

const STATUSES: SubscriptionStatus[] = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete_expired',
  'paused',
];

/**
 * The view billing publishes for other modules' SQL (delivery leaves out owners whose subscription
 * ended) says what `grantsFullAccess` says, for every status and a failed payment within its grace
 * or past it.
 */
describe('subscription_standings (the view billing publishes)', () => {
  const db = migratedDataSource();

  it('reads good standing as full access does', async () => {
    const [{ id: userId }] = await db.ds.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
    );
    const now = Date.now();
    const cases = STATUSES.flatMap((status) =>
      [null, 6, 8].map((daysAgo) => ({
        status,
        paymentFailedAt: daysAgo === null ? null : new Date(now - daysAgo * 86_400_000),
      })),
    );
    const seen: boolean[] = [];
    for (const c of cases) {
      await db.ds.query(`DELETE FROM subscriptions`);
      await db.ds.query(
        `INSERT INTO subscriptions (provider, checkout_session_id, plan, status, reference, user_id, email, payment_failed_at)
         VALUES ('test', 'cs_1', 'monthly', $1, 'ref', $2, 'ann@example.com', $3)`,
        [c.status, userId, c.paymentFailedAt],
      );
      const [row]: Array<{ good_standing: boolean }> = await db.ds.query(
        `SELECT good_standing FROM subscription_standings WHERE user_id = $1`,
        [userId],
      );
      seen.push(row.good_standing);
    }
    expect(seen).toEqual(cases.map((c) => grantsFullAccess(c, new Date(now))));
    expect(seen).toContain(true);
    expect(seen).toContain(false);
  });
});
