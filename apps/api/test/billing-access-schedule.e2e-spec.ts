import { ManageUsers } from '@storyvault/api/modules/auth/auth.public';
import { BillingStatus } from '@storyvault/api/modules/billing/billing.public';
import { DispatchDeliveries } from '@storyvault/api/modules/delivery/delivery.public';
import { ManualClock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { setUpVault, signedInOwner, startStripeStandIn, StripeStandIn } from '@storyvault/testing';
import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const WEBHOOK_SECRET = 'whsec_test_secret_for_storyvault';

/**
 * A trial owner's vault goes weekly whatever frequency was chosen (docs/product.md §6); with full access
 * it goes at the chosen one. When access changes, the next question moves at once: one new
 * period after the last question sent.
 */
async function trialOwnerAfterFirstQuestion(t: TestApp, clock: ManualClock, frequency: 1 | 2 | 4) {
  const { agent, email } = await signedInOwner(t.server);
  const vault = await setUpVault(agent, { seniorName: 'Rose Smith', seniorEmail: 'rose@example.com', frequency });
  clock.advance(3 * DAY);
  await t.app.get(DispatchDeliveries).execute();
  const { lastSentAt, nextSendAt } = await scheduleOf(t, vault.id);
  expect(lastSentAt).toEqual(clock.now());
  expect(nextSendAt.getTime() - lastSentAt.getTime()).toBe(WEEK);
  clock.advance(DAY);
  return { agent, email, vaultId: vault.id as string, lastSentAt };
}

async function scheduleOf(t: TestApp, vaultId: string): Promise<{ lastSentAt: Date; nextSendAt: Date }> {
  const [row] = await t.app
    .get(DataSource)
    .query('SELECT last_sent_at, next_send_at FROM vaults WHERE id = $1', [vaultId]);
  return { lastSentAt: row.last_sent_at, nextSendAt: row.next_send_at };
}

const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("a vault's schedule follows its owner's access (TEST MODE checkout, operators)", () => {
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  it('moves the next question to the chosen 4 weeks when the trial owner subscribes', async () => {
    const { agent, email, vaultId, lastSentAt } = await trialOwnerAfterFirstQuestion(t, clock, 4);
    const checkout = await agent.post('/api/create-checkout').send({ planType: 'monthly' }).expect(200);
    const path = new URL(checkout.body.checkoutUrl).pathname;
    await request(t.server).post(`${path}/complete`).expect(303);
    await agent
      .post('/api/verify-payment')
      .send({ sessionId: path.split('/').pop(), email })
      .expect(200, { success: true, verified: true });
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    expect(await scheduleOf(t, vaultId)).toEqual({ lastSentAt, nextSendAt: after(lastSentAt, 4 * WEEK) });
  });

  it("moves it to the chosen 2 weeks on an operator's grant (storyvault user:grant-full-access)", async () => {
    const { email, vaultId, lastSentAt } = await trialOwnerAfterFirstQuestion(t, clock, 2);
    await t.app.get(ManageUsers).grantFullAccess(email);
    expect(await scheduleOf(t, vaultId)).toEqual({ lastSentAt, nextSendAt: after(lastSentAt, 2 * WEEK) });
  });
});

describe("a vault's schedule follows its owner's Stripe subscription (webhooks, billing:sync)", () => {
  const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
  const sdk = new Stripe('sk_test_x');
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp({
      clock,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_storyvault',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ANNUAL: 'price_annual',
        STRIPE_PRICE_MONTHLY: 'price_monthly',
        STRIPE_API_BASE: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('goes to 2 weeks on subscribing, back to weekly when cancelled, and to 2 weeks on a resync', async () => {
    const { agent, email, vaultId, lastSentAt } = await trialOwnerAfterFirstQuestion(t, clock, 2);
    await agent.post('/api/create-checkout').send({ planType: 'annual' }).expect(200);
    const sessionId = [...stripe.sessions.keys()].at(-1)!;
    const { subscriptionId } = stripe.pay(sessionId);
    await agent.post('/api/verify-payment').send({ sessionId, email }).expect(200, { success: true, verified: true });
    expect(await scheduleOf(t, vaultId)).toEqual({ lastSentAt, nextSendAt: after(lastSentAt, 2 * WEEK) });

    const payload = JSON.stringify({
      id: 'evt_cancelled',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: stripe.setSubscriptionStatus(subscriptionId, 'canceled') },
    });
    await request(t.server)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(false);
    expect(await scheduleOf(t, vaultId)).toEqual({ lastSentAt, nextSendAt: after(lastSentAt, WEEK) });

    stripe.setSubscriptionStatus(subscriptionId, 'active');
    await t.app.get(BillingStatus).sync(email);
    expect((await agent.get('/api/me')).body.hasFullAccess).toBe(true);
    expect(await scheduleOf(t, vaultId)).toEqual({ lastSentAt, nextSendAt: after(lastSentAt, 2 * WEEK) });
  });
});
