import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner } from '@storyvault/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { runCli } from './run-cli';

/** The local test gateway (no Stripe keys): what `storyvault billing` shows and `billing:refund` does. */
describe('storyvault billing and billing:refund with the test gateway', () => {
  let t: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    env = { DATABASE_URL: t.db.url, SESSION_SECRET: t.config.SESSION_SECRET!, DATA_DIR: t.config.DATA_DIR };
  });
  afterAll(() => t.close());

  async function paidOwner(name: string) {
    const { agent, email } = await signedInOwner(t.server, { name });
    const checkout = await agent.post('/api/create-checkout').send({ planType: 'annual' }).expect(200);
    await request(t.server)
      .post(`${new URL(checkout.body.checkoutUrl).pathname}/complete`)
      .expect(303);
    return { agent, email };
  }

  it('shows a cancellation with its end date, and a failed payment with its grace', async () => {
    const { agent, email } = await paidOwner('Bea Long');
    const endsAt: string = (await agent.post('/api/billing/cancel').expect(200)).body.endsAt;
    const db = t.app.get(DataSource);
    const [[{ subscription_id: id }]] = await db.query(
      `UPDATE subscriptions SET payment_failed_at = '2026-05-01T00:00:00Z' WHERE email = $1 RETURNING subscription_id`,
      [email],
    );
    await db.query(
      `INSERT INTO billing_payments (id, subscription_id, outcome, amount, currency, at)
       VALUES ('in_failed_1#1', $1, 'failed', 5900, 'usd', '2026-05-01T00:00:00Z')`,
      [id],
    );
    const res = await runCli(['billing', email], { env });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain(`cancelled:   ends on ${endsAt.slice(0, 10)} (cancel at period end)`);
    expect(res.stdout).toContain('provider sees: active');
    expect(res.stdout).toContain('cancelled at period end');
    expect(res.stdout).toContain('payment failed on 2026-05-01: full access until 2026-05-08');
    expect(res.stdout).toMatch(/2026-05-01 {2}FAILED +59\.00 USD {2}in_failed_1#1/);
  });

  it('asks before refunding, then refunds and ends the subscription', async () => {
    const { agent, email } = await paidOwner('Cal Short');
    const no = await runCli(['billing:refund', email], { env, input: 'no\n' });
    expect(no.code).toBe(1);
    expect(no.stderr).toContain('Nothing was refunded.');
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);

    const yes = await runCli(['billing:refund', email], { env, input: 'yes\n' });
    expect(yes.code).toBe(0);
    expect(yes.stdout).toContain(`Refunded Cal Short <${email}>: the subscription has ended (canceled).`);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(false);
    const shown = await runCli(['billing', email], { env });
    expect(shown.stdout).toMatch(/refunded on \d{4}-\d{2}-\d{2}/);
    expect(shown.stdout).toMatch(/refunded +59\.00 USD {2}refund:pi_test_local_/);
  });

  it('refuses after the 30 days unless --force', async () => {
    const { agent, email } = await paidOwner('Dee Late');
    await t.app
      .get(DataSource)
      .query(`UPDATE subscriptions SET first_paid_at = now() - interval '31 days' WHERE email = $1`, [email]);
    const refused = await runCli(['billing:refund', email, '--yes'], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('To refund anyway, add --force.');
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    const forced = await runCli(['billing:refund', email, '--yes', '--force'], { env });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('the subscription has ended (canceled)');
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(false);
  });
});
