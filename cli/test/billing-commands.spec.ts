import { startTestApp, TestApp } from '@storyvault/api-testing';
import { startStripeStandIn, StripeStandIn } from '@storyvault/testing';
import request from 'supertest';
import { runCli } from './run-cli';

describe('storyvault billing and billing:sync', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let env: Record<string, string>;
  let subscriptionId: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    const settings = {
      STRIPE_SECRET_KEY: 'sk_test_storyvault',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ANNUAL: 'price_annual',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_API_BASE: stripe.url,
    };
    t = await startTestApp({ env: settings });
    env = {
      ...settings,
      DATABASE_URL: t.db.url,
      SESSION_SECRET: t.config.SESSION_SECRET!,
      DATA_DIR: t.config.DATA_DIR,
    };
    // The same browser captures the lead and starts its checkout.
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Ann', email: 'ann@example.com' }).expect(200);
    await visitor.post('/api/create-checkout').send({ leadId: lead.body.leadId, planType: 'annual' }).expect(200);
    const sessionId = [...stripe.sessions.keys()][0];
    ({ subscriptionId } = stripe.pay(sessionId));
    await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'long enough' })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('shows the subscription as we and Stripe see it', async () => {
    const res = await runCli(['billing', 'ann@example.com'], { env });
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('Ann <ann@example.com>: full access, language en');
    expect(res.stdout).toContain(`stripe annual subscription ${subscriptionId}`);
    expect(res.stdout).toMatch(/we see: +active/);
    expect(res.stdout).toMatch(/Stripe sees: active/);
  });

  it('fixes full access from Stripe after a missed webhook', async () => {
    stripe.setSubscriptionStatus(subscriptionId, 'canceled');
    const before = await runCli(['billing', 'ann@example.com'], { env });
    expect(before.stdout).toMatch(/Stripe sees: canceled/);
    const res = await runCli(['billing:sync', 'ann@example.com'], { env });
    expect(res.stdout).toContain('Ann <ann@example.com>: no full access (trial)');
    expect(res.stdout).toContain('Synchronised with the payment provider.');
    expect((await runCli(['billing', 'nobody@example.com'], { env })).code).toBe(1);
  });

  it('shows a payment whose account is not created yet', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Paul Paid', email: 'paul@example.com' });
    await visitor.post('/api/create-checkout').send({ leadId: lead.body.leadId, planType: 'monthly' }).expect(200);
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    stripe.pay(sessionId);
    await request(t.server).post('/api/verify-payment').send({ sessionId, email: '' }).expect(200);

    const res = await runCli(['billing', 'paul@example.com'], { env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`Paul Paid <paul@example.com>: PAID, account not created yet`);
    expect(res.stdout).toContain(`checkout ${sessionId}`);
    expect(res.stdout).toMatch(/stripe monthly subscription: active/);
    const json = JSON.parse((await runCli(['billing', 'paul@example.com', '--json'], { env })).stdout);
    expect(json.paidLead).toEqual({ name: 'Paul Paid', email: 'paul@example.com', checkoutSessionId: sessionId });
    const nobody = await runCli(['billing', 'nobody@example.com'], { env });
    expect(nobody.stderr).toContain('Error: No user with the email nobody@example.com');
  });
});
