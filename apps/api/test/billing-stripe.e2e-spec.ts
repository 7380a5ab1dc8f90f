import { startTestApp, TestApp } from '@storyvault/api-testing';
import { startStripeStandIn, StripeStandIn } from '@storyvault/testing';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';

const WEBHOOK_SECRET = 'whsec_test_secret_for_storyvault';
const SECRET_KEY = 'sk_test_storyvault';
const PRICES = ['price_annual', 'price_monthly'];

describe('Stripe, through the real SDK against a local stand-in', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  const sdk = new Stripe('sk_test_x');

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    // The stand-in checks the key and the prices as the Stripe account would.
    Object.assign(stripe.account, { secretKey: SECRET_KEY, prices: PRICES });
    t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ANNUAL: 'price_annual',
        STRIPE_PRICE_MONTHLY: 'price_monthly',
        STRIPE_API_BASE: stripe.url,
        PUBLIC_URL: 'http://stories.example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  function webhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    return request(t.server)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', sdk.webhooks.generateTestHeaderString({ payload, secret }))
      .send(payload);
  }

  async function paidSignup(email: string) {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Dee', email }).expect(200);
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(200);
    const created = stripe.requests.at(-1)!;
    expect(created).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(created.body).toMatchObject({
      mode: 'subscription',
      customer_email: email,
      client_reference_id: `lead:${lead.body.leadId}`,
      line_items: [{ price: 'price_annual', quantity: '1' }],
      success_url: 'http://stories.example.com/get-started/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://stories.example.com/get-started/step2',
    });
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    expect(checkout.body.checkoutUrl).toBe(stripe.sessions.get(sessionId)!.url);
    const { subscriptionId } = stripe.pay(sessionId);
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email })
      .expect(200, { success: true, verified: true, lead: { name: 'Dee', email } });
    const agent = request.agent(t.server);
    await agent.post('/api/complete-signup').send({ sessionId, email, password: 'long enough' }).expect(200);
    return { agent, sessionId, subscriptionId };
  }

  it('verifies a paid session with Stripe and gives full access', async () => {
    const { agent } = await paidSignup('dee@example.com');
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
  });

  it('turns full access off and on from subscription webhooks, once per event', async () => {
    const { agent, subscriptionId } = await paidSignup('eve@example.com');
    const cancelled = {
      id: 'evt_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: stripe.setSubscriptionStatus(subscriptionId, 'canceled') },
    };
    await webhook(cancelled).expect(200, { received: true, applied: true, type: 'customer.subscription.deleted' });
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(false);

    const renewed = {
      id: 'evt_2',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: stripe.setSubscriptionStatus(subscriptionId, 'active') },
    };
    await webhook(renewed).expect(200);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    // The first event again: already applied, so nothing changes.
    await webhook(cancelled).expect(200, { received: true, applied: false, type: 'customer.subscription.deleted' });
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { agent, subscriptionId } = await paidSignup('fay@example.com');
    const event = {
      id: 'evt_bad',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { ...stripe.subscriptions.get(subscriptionId), status: 'canceled' } },
    };
    const res = await webhook(event, 'whsec_wrong').expect(400);
    expect(res.body.code).toBe('INVALID_WEBHOOK');
    await request(t.server)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .send(event)
      .expect(400);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    const [{ count }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM billing_events WHERE event_id = 'evt_bad'`);
    expect(count).toBe(0);
  });

  it('records a checkout completed by webhook before the browser returns', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Gus', email: 'gus@example.com' }).expect(200);
    await visitor.post('/api/create-checkout').send({ leadId: lead.body.leadId, planType: 'monthly' }).expect(200);
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    stripe.pay(sessionId);
    await webhook({
      id: 'evt_cs',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: stripe.sessions.get(sessionId) },
    }).expect(200);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT status, email FROM subscriptions WHERE checkout_session_id = $1', [sessionId]);
    expect(row).toEqual({ status: 'active', email: 'gus@example.com' });
  });

  /** A lead who paid at Stripe; no webhook nor verification yet. */
  async function paidLead(name: string, email: string) {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name, email }).expect(200);
    await visitor.post('/api/create-checkout').send({ leadId: lead.body.leadId, planType: 'annual' }).expect(200);
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    const { subscriptionId } = stripe.pay(sessionId);
    const completed = {
      id: `evt_cs_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: stripe.sessions.get(sessionId) },
    };
    return { sessionId, subscriptionId, completed };
  }

  const subscriptionRows = (sessionId: string): Promise<Array<{ status: string; updated_at: Date }>> =>
    t.app
      .get(DataSource)
      .query('SELECT status, updated_at FROM subscriptions WHERE checkout_session_id = $1', [sessionId]);
  const eventRows = async (eventId: string) =>
    (
      await t.app
        .get(DataSource)
        .query('SELECT count(*)::int AS count FROM billing_events WHERE event_id = $1', [eventId])
    )[0].count as number;

  it('answers 5xx when applying an event fails, and applies it when Stripe sends it again', async () => {
    const { sessionId, completed } = await paidLead('Hal', 'hal@example.com');
    stripe.failNext({ method: 'GET', path: /^\/v1\/subscriptions\// });
    const failed = await webhook(completed);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await subscriptionRows(sessionId)).toEqual([]);
    expect(await eventRows(completed.id)).toBe(0);

    await webhook(completed).expect(200, { received: true, applied: true, type: 'checkout.session.completed' });
    expect((await subscriptionRows(sessionId)).map((r) => r.status)).toEqual(['active']);
    expect(await eventRows(completed.id)).toBe(1);
  });

  it('applies a checkout event delivered twice (at once, then again) a single time', async () => {
    const { sessionId, subscriptionId, completed } = await paidLead('Ida', 'ida@example.com');
    const subscriptionReads = () =>
      stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`).length;
    const both = await Promise.all([webhook(completed), webhook(completed)]);
    expect(both.map((res) => [res.status, res.body.applied]).sort()).toEqual([
      [200, false],
      [200, true],
    ]);
    const [first] = await subscriptionRows(sessionId);
    await webhook(completed).expect(200, { received: true, applied: false, type: 'checkout.session.completed' });
    expect(subscriptionReads()).toBe(1);
    expect(await subscriptionRows(sessionId)).toEqual([first]);
    expect(await eventRows(completed.id)).toBe(1);
  });

  it.each([
    ['a secret key Stripe refuses', { secretKey: 'sk_test_another_account' }],
    ['a price id the Stripe account does not have', { prices: ['price_of_another_account'] }],
  ])('answers a checkout refused for %s so that the page shows "Payment System Not Ready"', async (_what, account) => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Jan', email: 'jan@example.com' }).expect(200);
    Object.assign(stripe.account, account);
    try {
      const res = await visitor
        .post('/api/create-checkout')
        .send({ leadId: lead.body.leadId, planType: 'monthly' })
        .expect(503);
      expect(res.body).toMatchObject({
        code: 'PAYMENT_NOT_CONFIGURED',
        message: 'The payment provider is not configured yet.',
      });
    } finally {
      Object.assign(stripe.account, { secretKey: SECRET_KEY, prices: PRICES });
    }
    await visitor.post('/api/create-checkout').send({ leadId: lead.body.leadId, planType: 'monthly' }).expect(200);
  });

  it('answers 502 with a clear message when Stripe fails, and checks out once it answers again', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Kit', email: 'kit@example.com' }).expect(200);
    // Stripe's own failure, marked not worth retrying at once: the SDK gives up on the first.
    stripe.failNext({ method: 'POST', path: /^\/v1\/checkout\/sessions$/ });
    const refused = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(502);
    expect(refused.body).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'Checkout could not be reached just now. Please try again in a moment.',
    });
    await visitor.post('/api/create-checkout').send({ leadId: lead.body.leadId, planType: 'annual' }).expect(200);
    stripe.failNext({ method: 'GET', path: /^\/v1\/checkout\/sessions\// });
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    await request(t.server).post('/api/verify-payment').send({ sessionId, email: 'kit@example.com' }).expect(502);
  });

  it('takes webhook events up to 1 MB, while the rest of the api keeps its 100 kB limit', async () => {
    const big = (id: string, size: number) => ({
      id,
      object: 'event',
      type: 'invoice.finalized',
      data: { object: { id: 'in_1', object: 'invoice', description: 'x'.repeat(size) } },
    });
    await webhook(big('evt_200kb', 200_000)).expect(200, { received: true, applied: true, type: 'invoice.finalized' });
    const tooLarge = await webhook(big('evt_2mb', 2_000_000)).expect(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const elsewhere = await request(t.server)
      .post('/api/capture-lead')
      .send({ name: 'x'.repeat(200_000), email: 'big@example.com' })
      .expect(413);
    expect(elsewhere.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
