import { SettleSubscriptions } from '@storyvault/api/modules/billing/billing.public';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { setUpVault, signedInOwner, startStripeStandIn, StripeStandIn } from '@storyvault/testing';
import { ParsedMail, simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_test_secret_for_storyvault';
const SECRET_KEY = 'sk_test_storyvault';
type Agent = ReturnType<typeof request.agent>;

const ACTIONS: Array<[string, object]> = [
  ['/api/billing/cancel', {}],
  ['/api/billing/resume', {}],
  ['/api/billing/switch', { plan: 'monthly' }],
  ['/api/billing/portal', {}],
  ['/api/billing/refund', {}],
];

async function outboxMail(t: TestApp): Promise<ParsedMail[]> {
  const dir = join(t.config.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files.filter((f) => f.endsWith('.eml')).map(async (f) => simpleParser(await readFile(join(dir, f)))),
  );
}

describe('billing self-service with the local TEST MODE gateway', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ clock, env: { PUBLIC_URL: 'http://stories.example.com' } });
  });
  afterAll(() => t.close());

  /** A signed-in owner who paid through the test checkout (the /subscribe flow). */
  async function paidOwner(plan: 'annual' | 'monthly' = 'annual'): Promise<{ agent: Agent }> {
    const { agent } = await signedInOwner(t.server);
    const checkout = await agent.post('/api/create-checkout').send({ planType: plan }).expect(200);
    const url = new URL(checkout.body.checkoutUrl);
    await request(t.server).post(`${url.pathname}/complete`).expect(303);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    return { agent };
  }

  it('answers plan null for someone who never paid, and refuses every change clearly', async () => {
    const { agent } = await signedInOwner(t.server);
    const view = await agent.get('/api/billing').expect(200);
    expect(view.body).toMatchObject({ plan: null, status: null, card: null, receipts: [], refundableUntil: null });
    for (const [path, body] of ACTIONS) {
      const res = await agent.post(path).send(body).expect(404);
      expect(res.body).toMatchObject({ code: 'NO_SUBSCRIPTION', message: expect.stringMatching(/no subscription/) });
    }
    const bad = await agent.post('/api/billing/switch').send({ plan: 'weekly' }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 to a signed-out visitor on every billing endpoint', async () => {
    await request(t.server).get('/api/billing').expect(401);
    for (const [path, body] of ACTIONS) await request(t.server).post(path).send(body).expect(401);
  });

  it('shows the plan, cancels, undoes, switches, changes the card and refunds, on its own tables', async () => {
    const { agent } = await paidOwner();
    const paidAt = clock.now();
    let view = (await agent.get('/api/billing').expect(200)).body;
    expect(view).toMatchObject({
      plan: 'annual',
      status: 'active',
      renewsAt: '2027-03-02T10:00:00.000Z',
      endsAt: null,
      cancelAtPeriodEnd: false,
      refundableUntil: new Date(paidAt.getTime() + 30 * DAY).toISOString(),
      card: { brand: 'visa', last4: '4242' },
      price: { amount: 5900, currency: 'usd', interval: 'year' },
      receipts: [{ amount: 5900, currency: 'usd', url: null, number: 'TEST-0001', date: paidAt.toISOString() }],
      paymentFailedAt: null,
    });
    // A second checkout would charge twice.
    const again = await agent.post('/api/create-checkout').send({ planType: 'monthly' }).expect(409);
    expect(again.body.code).toBe('ALREADY_SUBSCRIBED');

    view = (await agent.post('/api/billing/cancel').expect(200)).body;
    expect(view).toMatchObject({ cancelAtPeriodEnd: true, renewsAt: null, endsAt: '2027-03-02T10:00:00.000Z' });
    expect((await agent.post('/api/billing/cancel').expect(409)).body.code).toBe('ALREADY_CANCELLING');
    view = (await agent.post('/api/billing/resume').expect(200)).body;
    expect(view).toMatchObject({ cancelAtPeriodEnd: false, renewsAt: '2027-03-02T10:00:00.000Z', endsAt: null });
    expect((await agent.post('/api/billing/resume').expect(409)).body.code).toBe('NOT_CANCELLING');

    clock.advance(DAY);
    view = (await agent.post('/api/billing/switch').send({ plan: 'monthly' }).expect(200)).body;
    expect(view).toMatchObject({ plan: 'monthly', price: { amount: 700, interval: 'month' } });
    expect(view.renewsAt).toBe('2026-04-03T10:00:00.000Z');
    expect((await agent.post('/api/billing/switch').send({ plan: 'monthly' }).expect(409)).body.code).toBe('SAME_PLAN');

    const portal = (await agent.post('/api/billing/portal').expect(200)).body;
    const portalPath = new URL(portal.url).pathname;
    expect(portalPath).toMatch(/^\/api\/billing\/test-portal\/bps_test_local_/);
    expect((await request(t.server).get(portalPath).expect(200)).text).toContain('TEST MODE');
    await request(t.server).post(portalPath).type('form').send({ brand: 'visa', last4: '12' }).expect(400);
    const back = await request(t.server)
      .post(portalPath)
      .type('form')
      .send({ brand: 'mastercard', last4: '5555' })
      .expect(303);
    expect(back.headers.location).toBe('http://stories.example.com/dashboard/account');
    view = (await agent.get('/api/billing').expect(200)).body;
    expect(view.card).toEqual({ brand: 'mastercard', last4: '5555' });

    view = (await agent.post('/api/billing/refund').expect(200)).body;
    expect(view).toMatchObject({ status: 'canceled', refundableUntil: null, renewsAt: null });
    expect(view.endsAt).toBe(clock.now().toISOString());
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(false);
    expect((await agent.get('/api/billing/standing')).body).toEqual({ ended: true });
    const [refund] = await t.app
      .get(DataSource)
      .query(`SELECT outcome, amount FROM billing_payments WHERE outcome = 'refunded' ORDER BY at DESC LIMIT 1`);
    expect(refund).toEqual({ outcome: 'refunded', amount: 5900 });
    expect((await agent.post('/api/billing/refund').expect(404)).body.code).toBe('NO_SUBSCRIPTION');
  });

  it('never shows or changes the owner’s plan for a family member: their own billing is empty', async () => {
    const { agent: owner } = await paidOwner();
    const vault = await setUpVault(owner, { seniorName: 'Rose Smith', seniorEmail: 'rose.m@example.com' });
    const email = 'emma.member@example.com';
    await owner.post(`/api/vaults/${vault.id}/members`).send({ name: 'Emma', email, role: 'contributor' }).expect(201);
    const mail = (await outboxMail(t)).find((m) => (m.to as { text: string }).text.includes(email))!;
    const token = new URL(/https?:\/\/\S+\/join\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
    const member = request.agent(t.server);
    await member.post(`/api/invitations/${token}/accept`).send({ name: 'Emma', password: 'Str0ng!pass' }).expect(200);

    expect((await member.get('/api/billing').expect(200)).body).toMatchObject({ plan: null, card: null, receipts: [] });
    for (const [path, body] of ACTIONS) expect((await member.post(path).send(body)).status).toBe(404);
    expect((await owner.get('/api/billing')).body).toMatchObject({
      plan: 'annual',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('refuses a refund 30 days after the first payment with 409 and a clear message', async () => {
    const { agent } = await paidOwner('monthly');
    clock.advance(30 * DAY + 1000);
    const res = await agent.post('/api/billing/refund').expect(409);
    expect(res.body).toMatchObject({ code: 'REFUND_WINDOW_CLOSED', message: expect.stringContaining('30-day') });
    expect((await agent.get('/api/billing')).body.refundableUntil).toBeNull();
  });

  it('renews an uncancelled period with a receipt, and after a cancellation ends it and stops the questions', async () => {
    const { agent } = await paidOwner('monthly');
    const vault = await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose.b@example.com' });
    await agent.post('/api/billing/cancel').expect(200);
    const endsAt = new Date((await agent.get('/api/billing')).body.endsAt);
    clock.set(new Date(endsAt.getTime() + DAY));
    await t.app.get(SettleSubscriptions).execute();
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(false);
    expect((await agent.get('/api/billing/standing')).body).toEqual({ ended: true });
    const db = t.app.get(DataSource);
    const before = await db.query('SELECT count(*)::int AS n FROM deliveries WHERE vault_id = $1', [vault.id]);
    clock.advance(14 * DAY);
    await t.app.get(DispatchDeliveries).execute();
    expect(await db.query('SELECT count(*)::int AS n FROM deliveries WHERE vault_id = $1', [vault.id])).toEqual(before);
    // The collection stays readable.
    await agent.get(`/api/vaults/${vault.id}/stories`).expect(200);

    const renewing = await paidOwner('monthly');
    const first = (await renewing.agent.get('/api/billing')).body;
    clock.set(new Date(new Date(first.renewsAt).getTime() + DAY));
    await t.app.get(SettleSubscriptions).execute();
    const renewed = (await renewing.agent.get('/api/billing')).body;
    expect(renewed.receipts).toHaveLength(2);
    expect(new Date(renewed.renewsAt).getTime()).toBeGreaterThan(clock.now().getTime());
    expect((await renewing.agent.get('/api/me')).body.hasFullAccess).toBe(true);
  });
});

describe('billing self-service with Stripe, through the real SDK against the stand-in', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    Object.assign(stripe.account, { secretKey: SECRET_KEY, prices: ['price_annual', 'price_monthly'] });
    stripe.definePrice('price_annual', 5900, 'year');
    stripe.definePrice('price_monthly', 700, 'month');
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

  function webhook(type: string, object: object, secret = WEBHOOK_SECRET) {
    const signed = stripe.signedEvent(type, object as Record<string, unknown>, secret);
    const send = () =>
      request(t.server)
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signed.signature)
        .send(signed.payload);
    return { send, event: signed.event };
  }

  async function paidOwner(email: string) {
    const { agent } = await signedInOwner(t.server, { email });
    await agent.post('/api/create-checkout').send({ planType: 'annual' }).expect(200);
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    const { subscriptionId, customerId } = stripe.pay(sessionId);
    await agent.post('/api/verify-payment').send({ sessionId, email }).expect(200);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    return { agent, subscriptionId, customerId };
  }

  const lastRequest = (method: string, path: RegExp) =>
    stripe.requests.filter((r) => r.method === method && path.test(r.path)).at(-1);

  it('reads the plan, the card and the receipts from Stripe', async () => {
    const { agent } = await paidOwner('ada@example.com');
    const view = (await agent.get('/api/billing').expect(200)).body;
    expect(view).toMatchObject({
      plan: 'annual',
      status: 'active',
      cancelAtPeriodEnd: false,
      card: { brand: 'visa', last4: '4242' },
      price: { amount: 5900, currency: 'usd', interval: 'year' },
      receipts: [{ amount: 5900, currency: 'usd', url: expect.stringMatching(/\/invoice\/in_/), number: 'STAND-0001' }],
    });
    expect(view.refundableUntil).toEqual(expect.any(String));
  });

  it('cancels at the period end, undoes it, switches plan and opens the billing portal', async () => {
    const { agent, subscriptionId, customerId } = await paidOwner('bea@example.com');
    let view = (await agent.post('/api/billing/cancel').expect(200)).body;
    expect(lastRequest('POST', /^\/v1\/subscriptions\//)!.body).toEqual({ cancel_at_period_end: 'true' });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(view).toMatchObject({ cancelAtPeriodEnd: true, renewsAt: null, endsAt: expect.any(String) });
    view = (await agent.post('/api/billing/resume').expect(200)).body;
    expect(view.cancelAtPeriodEnd).toBe(false);
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);

    view = (await agent.post('/api/billing/switch').send({ plan: 'monthly' }).expect(200)).body;
    expect(lastRequest('POST', /^\/v1\/subscriptions\//)!.body).toMatchObject({
      items: [{ price: 'price_monthly' }],
      proration_behavior: 'create_prorations',
    });
    expect(view).toMatchObject({ plan: 'monthly', price: { amount: 700, interval: 'month' } });

    const portal = (await agent.post('/api/billing/portal').expect(200)).body;
    expect(portal.url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));
    expect(lastRequest('POST', /^\/v1\/billing_portal\/sessions$/)!.body).toEqual({
      customer: customerId,
      return_url: 'http://stories.example.com/dashboard/account',
    });
  });

  it('refunds the first payment and ends the subscription at once, within 30 days only', async () => {
    const { agent, subscriptionId } = await paidOwner('cal@example.com');
    const view = (await agent.post('/api/billing/refund').expect(200)).body;
    expect(lastRequest('POST', /^\/v1\/refunds$/)!.body).toEqual({ payment_intent: expect.stringMatching(/^pi_/) });
    expect(lastRequest('DELETE', /^\/v1\/subscriptions\//)!.path).toBe(`/v1/subscriptions/${subscriptionId}`);
    expect(view).toMatchObject({ status: 'canceled', refundableUntil: null });
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(false);

    const late = await paidOwner('dan@example.com');
    await t.app
      .get(DataSource)
      .query(`UPDATE subscriptions SET first_paid_at = now() - interval '31 days' WHERE subscription_id = $1`, [
        late.subscriptionId,
      ]);
    expect((await late.agent.post('/api/billing/refund').expect(409)).body.code).toBe('REFUND_WINDOW_CLOSED');
    expect(lastRequest('POST', /^\/v1\/refunds$/)!.body).not.toHaveProperty('charge');
    expect(stripe.refunds.size).toBe(1);
  });

  it('reads cancel_at_period_end and the plan from customer.subscription.updated, once per event', async () => {
    const { agent, subscriptionId } = await paidOwner('eli@example.com');
    const sub = stripe.subscriptions.get(subscriptionId)!;
    sub.cancel_at_period_end = true;
    const { send } = webhook('customer.subscription.updated', sub);
    await send().expect(200, { received: true, applied: true, type: 'customer.subscription.updated' });
    await send().expect(200, { received: true, applied: false, type: 'customer.subscription.updated' });
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT cancel_at_period_end, plan FROM subscriptions WHERE subscription_id = $1', [subscriptionId]);
    expect(row).toEqual({ cancel_at_period_end: true, plan: 'annual' });
    expect((await agent.get('/api/billing')).body.cancelAtPeriodEnd).toBe(true);
  });

  it('keeps access for 7 days after a failed payment, emails the owner once, and a paid invoice makes it good', async () => {
    const { agent, subscriptionId } = await paidOwner('fay@example.com');
    const db = t.app.get(DataSource);
    const mailsBefore = (await outboxMail(t)).filter((m) => m.subject?.includes('did not go through')).length;
    await webhook('invoice.payment_failed', stripe.failRenewal(subscriptionId, 1)).send().expect(200);
    await webhook('invoice.payment_failed', stripe.failRenewal(subscriptionId, 2)).send().expect(200);
    const failures = (await outboxMail(t)).filter((m) => m.subject?.includes('did not go through'));
    expect(failures).toHaveLength(mailsBefore + 1);
    const mail = failures.find((m) => (m.to as { text: string }).text.includes('fay@example.com'))!;
    expect(mail.text).toContain('http://stories.example.com/dashboard/account');
    let view = (await agent.get('/api/billing')).body;
    expect(view).toMatchObject({
      status: 'past_due',
      paymentFailedAt: expect.any(String),
      graceEndsAt: expect.any(String),
    });
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM billing_payments WHERE subscription_id = $1 AND outcome = 'failed'`,
      [subscriptionId],
    );
    expect(n).toBe(2);

    // Eight days on, Stripe still retrying (past_due): the grace is over all the same.
    await db.query(
      `UPDATE subscriptions SET payment_failed_at = now() - interval '8 days' WHERE subscription_id = $1`,
      [subscriptionId],
    );
    await t.app.get(SettleSubscriptions).execute();
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(false);
    expect((await agent.get('/api/billing/standing')).body).toEqual({ ended: true });

    await webhook('invoice.paid', stripe.payRenewal(subscriptionId)).send().expect(200);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    view = (await agent.get('/api/billing')).body;
    expect(view).toMatchObject({ status: 'active', paymentFailedAt: null, graceEndsAt: null });
    expect(view.receipts).toHaveLength(2);
  });

  it('records a refund made in Stripe from charge.refunded, once', async () => {
    const { subscriptionId, customerId } = await paidOwner('gil@example.com');
    const charge = {
      id: 'ch_refunded_1',
      object: 'charge',
      amount: 5900,
      amount_refunded: 5900,
      currency: 'usd',
      customer: customerId,
      payment_intent: 'pi_refunded_1',
      refunded: true,
      created: Math.floor(Date.now() / 1000),
    };
    const { send } = webhook('charge.refunded', charge);
    await send().expect(200, { received: true, applied: true, type: 'charge.refunded' });
    await send().expect(200, { received: true, applied: false, type: 'charge.refunded' });
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT id, outcome, amount FROM billing_payments WHERE subscription_id = $1 AND outcome = 'refunded'`, [
        subscriptionId,
      ]);
    expect(rows).toEqual([{ id: 'refund:pi_refunded_1', outcome: 'refunded', amount: 5900 }]);
  });

  it('refuses a payment event with a bad signature and records nothing', async () => {
    const { subscriptionId } = await paidOwner('hal@example.com');
    const { send, event } = webhook('invoice.payment_failed', stripe.failRenewal(subscriptionId), 'whsec_wrong');
    expect((await send().expect(400)).body.code).toBe('INVALID_WEBHOOK');
    const db = t.app.get(DataSource);
    expect(await db.query('SELECT 1 FROM billing_events WHERE event_id = $1', [event.id])).toEqual([]);
    const [row] = await db.query('SELECT payment_failed_at FROM subscriptions WHERE subscription_id = $1', [
      subscriptionId,
    ]);
    expect(row.payment_failed_at).toBeNull();
  });
});
