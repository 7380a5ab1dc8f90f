import { signedInOwner, startStripeStandIn, startTestApp, StripeStandIn, TestApp } from '@storyvault/testing';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';

const WEBHOOK_SECRET = 'whsec_test_secret_for_storyvault';

describe('the funnel with the local TEST MODE checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('goes from lead to paid account with full access', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor
      .post('/api/capture-lead')
      .send({ name: ' Ann  Smith ', email: 'Ann@Example.com' })
      .expect(200);
    expect(lead.body.leadId).toEqual(expect.any(Number));
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(200);
    const url = new URL(checkout.body.checkoutUrl);
    expect(url.pathname).toMatch(/^\/api\/billing\/test-checkout\/cs_test_local_/);
    const page = await request(t.server).get(url.pathname).expect(200);
    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('$59/year');

    const sessionId = url.pathname.split('/').pop()!;
    // Not paid yet: nothing verifies, no account can be made.
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: 'ann@example.com' })
      .expect(200, { success: false, verified: false });
    const early = await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'long enough' })
      .expect(403);
    expect(early.body.message).toBe('Payment verification is required.');

    const paid = await request(t.server).post(`${url.pathname}/complete`).expect(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/get-started/success?session_id=${sessionId}`);
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: 'someone@else.com' })
      .expect(200, { success: false, verified: false });
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId, email: 'ann@example.com' })
      .expect(200, { success: true, verified: true, lead: { name: 'Ann Smith', email: 'ann@example.com' } });

    const short = await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'short' })
      .expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const agent = request.agent(t.server);
    const done = await agent
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'long enough' })
      .expect(200);
    expect(done.body).toEqual({
      success: true,
      user: { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: true },
    });
    await agent.get('/api/me').expect(200, { name: 'Ann Smith', email: 'ann@example.com', hasFullAccess: true });

    const replay = await request(t.server)
      .post('/api/complete-signup')
      .send({ sessionId, email: 'ann@example.com', password: 'long enough' })
      .expect(409);
    expect(replay.body.code).toBe('ACCOUNT_EXISTS');
    const again = await request(t.server)
      .post('/api/capture-lead')
      .send({ name: 'Ann', email: 'ANN@example.com' })
      .expect(409);
    expect(again.body.code).toBe('ACCOUNT_EXISTS');
  });

  it('lets a signed-in trial user subscribe (/subscribe) and gain full access', async () => {
    const { agent, email } = await signedInOwner(t.server);
    const checkout = await agent.post('/api/create-checkout').send({ planType: 'monthly' }).expect(200);
    const path = new URL(checkout.body.checkoutUrl).pathname;
    const paid = await request(t.server).post(`${path}/complete`).expect(303);
    expect(paid.headers.location).toMatch(/\/subscribe\?session_id=/);
    await agent
      .post('/api/verify-payment')
      .send({ sessionId: path.split('/').pop(), email })
      .expect(200);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
  });

  it('cancels back to the plan choice', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Bo', email: 'bo@example.com' }).expect(200);
    const checkout = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'monthly' })
      .expect(200);
    const path = new URL(checkout.body.checkoutUrl).pathname;
    const cancelled = await request(t.server).post(`${path}/cancel`).expect(303);
    expect(cancelled.headers.location).toBe('http://localhost:3000/get-started/step2');
    await request(t.server).get(path).expect(404);
  });

  it.each([
    ['/api/capture-lead', { name: '', email: 'a@b.co' }, 'Name is required'],
    ['/api/capture-lead', { name: 'A', email: 'nope' }, 'Please enter a valid email address'],
    ['/api/create-checkout', { leadId: 1.5, planType: 'annual' }, 'leadId must be an integer'],
    ['/api/create-checkout', { leadId: 1, planType: 'weekly' }, 'planType must be annual or monthly'],
  ])('refuses bad funnel input: %s %j', async (path, body, message) => {
    const res = await request(t.server).post(path).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers an unknown lead and an unknown session plainly', async () => {
    await request(t.server).post('/api/create-checkout').send({ leadId: 999999, planType: 'annual' }).expect(404);
    await request(t.server)
      .post('/api/verify-payment')
      .send({ sessionId: 'cs_nope', email: 'a@b.co' })
      .expect(200, { success: false, verified: false });
  });
});

describe('production without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('refuses checkout with the message that shows "Payment System Not Ready"', async () => {
    const visitor = request.agent(t.server);
    const lead = await visitor.post('/api/capture-lead').send({ name: 'Cy', email: 'cy@example.com' }).expect(200);
    const res = await visitor
      .post('/api/create-checkout')
      .send({ leadId: lead.body.leadId, planType: 'annual' })
      .expect(503);
    expect(res.body).toMatchObject({
      code: 'PAYMENT_NOT_CONFIGURED',
      message: 'The payment provider is not configured yet.',
    });
  });
});

describe('Stripe, through the real SDK against a local stand-in', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  const sdk = new Stripe('sk_test_x');

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_storyvault',
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
    await request(t.server).post('/api/verify-payment').send({ sessionId, email }).expect(200);
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
});
