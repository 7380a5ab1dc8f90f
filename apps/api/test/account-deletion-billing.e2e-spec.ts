import { EraseDueAccounts } from '@storyvault/api/modules/account/account.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner, until } from '@storyvault/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';

/**
 * Billing follows a deleted account (docs/decisions/0103-billing-follows-a-deleted-account.md): no
 * renewal is charged during the 30 days of grace, signing in starts it again only where the
 * deletion stopped it, and the erasure ends the subscription and forgets what billing kept.
 */

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Str0ng!pass';
type Agent = ReturnType<typeof request.agent>;

describe('billing when an account is deleted (local TEST MODE gateway)', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp({ clock, env: { PUBLIC_URL: 'http://stories.example.com' } });
  });
  afterAll(() => t.close());

  async function paidOwner(): Promise<{ agent: Agent; email: string; userId: string }> {
    const { agent, email } = await signedInOwner(t.server);
    const checkout = await agent.post('/api/create-checkout').send({ planType: 'monthly' }).expect(200);
    await request(t.server)
      .post(`${new URL(checkout.body.checkoutUrl).pathname}/complete`)
      .expect(303);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    const [{ id }] = await db().query(`SELECT id FROM users WHERE email = $1`, [email]);
    return { agent, email, userId: id };
  }

  const subscriptionOf = async (userId: string) =>
    (
      await db().query(
        `SELECT s.cancel_at_period_end AS ours, s.renewal_stopped_for_deletion AS stopped, ts.cancel_at_period_end AS provider
           FROM subscriptions s JOIN test_subscriptions ts ON ts.id = s.subscription_id WHERE s.user_id = $1`,
        [userId],
      )
    )[0] as { ours: boolean; stopped: boolean; provider: boolean } | undefined;

  async function signIn(email: string): Promise<Agent> {
    const agent = request.agent(t.server);
    await agent.post('/api/login').send({ email, password: PASSWORD }).expect(200);
    return agent;
  }

  it('stops the renewal when the deletion is asked, and starts it again when the owner signs in', async () => {
    const { agent, email, userId } = await paidOwner();
    await agent.post('/api/account/delete').send({ password: PASSWORD }).expect(200);
    await until('the renewal is stopped for the deletion', async () => (await subscriptionOf(userId))?.stopped);
    expect(await subscriptionOf(userId)).toEqual({ ours: true, stopped: true, provider: true });

    const back = await signIn(email);
    await until('the renewal runs again', async () => (await subscriptionOf(userId))?.stopped === false);
    expect(await subscriptionOf(userId)).toEqual({ ours: false, stopped: false, provider: false });
    expect((await back.get('/api/billing').expect(200)).body).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('leaves a plan the owner had cancelled themselves cancelled after the undo', async () => {
    const { agent, email, userId } = await paidOwner();
    await agent.post('/api/billing/cancel').expect(200);
    await agent.post('/api/account/delete').send({ password: PASSWORD }).expect(200);
    const [{ count }] = await db().query(
      `SELECT count(*)::int AS count FROM domain_events WHERE type = 'AccountDeletionRequested' AND payload->>'userId' = $1`,
      [userId],
    );
    expect(count).toBe(1);
    const back = await signIn(email);
    await until('the undo is heard', async () => {
      const [row] = await db().query(
        `SELECT count(*)::int AS count FROM domain_events WHERE type = 'AccountDeletionUndone' AND payload->>'userId' = $1`,
        [userId],
      );
      return row.count === 1;
    });
    expect(await subscriptionOf(userId)).toEqual({ ours: true, stopped: false, provider: true });
    expect((await back.get('/api/billing').expect(200)).body).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('ends the subscription and forgets every billing row of the account when it is erased', async () => {
    const { agent, email, userId } = await paidOwner();
    const [{ subscription_id: subscriptionId }] = await db().query(
      `SELECT subscription_id FROM subscriptions WHERE user_id = $1`,
      [userId],
    );
    await agent.post('/api/account/delete').send({ password: PASSWORD }).expect(200);
    await until('the renewal is stopped for the deletion', async () => (await subscriptionOf(userId))?.stopped);

    clock.advance(30 * DAY + 1000);
    expect(await t.app.get(EraseDueAccounts).execute()).toBeGreaterThanOrEqual(1);

    for (const table of [
      'subscriptions',
      'leads',
      'billing_payments',
      'test_checkout_sessions',
      'test_subscriptions',
    ]) {
      const [{ count }] = await db().query(
        `SELECT count(*)::int AS count FROM "${table}" t WHERE t::text ILIKE '%' || $1 || '%' OR t::text ILIKE '%' || $2 || '%' OR t::text ILIKE '%' || $3 || '%'`,
        [email, userId, subscriptionId],
      );
      expect({ table, count }).toEqual({ table, count: 0 });
    }
    await request(t.server).post('/api/login').send({ email, password: PASSWORD }).expect(401);
  });
});
