import { startTestApp, TestApp } from '@storyvault/api-testing';
import Stripe from 'stripe';
import request from 'supertest';

const WEBHOOK_SECRET = 'whsec_odd_input_secret';
const NESTING = 5_000;

/** `{"field":{"field":…}}` or `[[…]]` nested `depth` deep, as raw JSON text (JSON.stringify would recurse). */
function deeplyNested(depth: number, kind: 'object' | 'array', field = 'email'): string {
  return kind === 'object'
    ? `${`{"${field}":`.repeat(depth)}"x"${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function expectBadRequest(res: request.Response, what: string): void {
  if (res.status !== 400 || typeof res.body?.message !== 'string')
    throw new Error(`${what} -> ${res.status} ${res.text.slice(0, 200)}`);
}

/**
 * Input a client would never send but an attacker does: JSON nested thousands deep, text that
 * is not valid Unicode, signed payment events of the wrong shape. Each is a 400, never a 500.
 */
describe('odd input is a 400', () => {
  let t: TestApp;
  let endpoints: Array<{ method: 'post' | 'put' | 'patch' | 'delete'; path: string }>;
  const sdk = new Stripe('sk_test_x');

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_odd_input',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ANNUAL: 'price_annual',
        STRIPE_PRICE_MONTHLY: 'price_monthly',
        // Nothing here calls Stripe; an address that answers nothing makes sure of it.
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    });
    const doc = await request(t.server).get('/api/docs/openapi.json').expect(200);
    endpoints = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      (['post', 'put', 'patch', 'delete'] as const)
        .filter((m) => ops[m])
        .map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') })),
    );
  });
  afterAll(() => t.close());

  it('refuses JSON nested thousands deep on every JSON endpoint', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
    for (const { method, path } of endpoints) {
      for (const raw of [
        deeplyNested(NESTING, 'object'),
        deeplyNested(NESTING, 'object', 'questionOrders'),
        deeplyNested(NESTING, 'array'),
        `{"email":${deeplyNested(NESTING, 'array')}}`,
      ]) {
        const res = await request(t.server)[method](path).set('Content-Type', 'application/json').send(raw);
        expectBadRequest(res, `${method.toUpperCase()} ${path} with ${raw.slice(0, 30)}…`);
        expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/nested too deeply/) });
      }
    }
  });

  it('still takes JSON nested as deep as real requests go', async () => {
    const res = await request(t.server)
      .post('/api/login')
      .send({ email: 'nobody@example.com', password: 'Wrong-password-1' });
    expect(res.status).toBe(401);
  });

  it('refuses a lone surrogate in any text, the email above all, on every JSON endpoint', async () => {
    for (const { method, path } of endpoints) {
      for (const raw of [
        '{"email":"\\ud800","password":"Secret-pass-1","name":"Ann"}',
        '{"email":"ann\\udfff@example.com"}',
        '{"text":"a story \\ud83d","token":"x"}',
        '{"\\ud800":"key"}',
      ]) {
        const res = await request(t.server)[method](path).set('Content-Type', 'application/json').send(raw);
        expectBadRequest(res, `${method.toUpperCase()} ${path} with ${raw}`);
        expect(res.body.message).toMatch(/not valid Unicode/);
      }
    }
  });

  it('keeps text with whole surrogate pairs (emoji) as it is', async () => {
    const res = await request(t.server)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"email":"ann\\ud83d\\ude00@example.com","password":"Wrong-password-1"}');
    expect(res.status).not.toBe(500);
    expect(res.body.message).not.toMatch(/not valid Unicode/);
  });

  describe('signed payment events of the wrong shape', () => {
    function signed(payload: string) {
      return request(t.server)
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
        .send(payload);
    }
    const subscription = { id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'active' };

    it.each([
      ['an array body', '[1,2,3]'],
      ['an empty array', '[]'],
      ['a string body', '"evt_1"'],
      ['a number body', '12'],
      [
        'no id',
        JSON.stringify({ object: 'event', type: 'customer.subscription.updated', data: { object: subscription } }),
      ],
      [
        'a numeric id',
        JSON.stringify({ id: 42, type: 'customer.subscription.updated', data: { object: subscription } }),
      ],
      ['a huge id', JSON.stringify({ id: `evt_${'9'.repeat(5_000)}`, type: 'invoice.paid', data: { object: {} } })],
      ['no type', JSON.stringify({ id: 'evt_no_type', data: { object: subscription } })],
      ['a huge type', JSON.stringify({ id: 'evt_huge_type', type: 'x'.repeat(500), data: { object: {} } })],
      ['no data', JSON.stringify({ id: 'evt_no_data', type: 'customer.subscription.updated' })],
      [
        'a null object',
        JSON.stringify({ id: 'evt_null', type: 'customer.subscription.deleted', data: { object: null } }),
      ],
      ['an array object', JSON.stringify({ id: 'evt_arr', type: 'checkout.session.completed', data: { object: [] } })],
      [
        'an object without its id',
        JSON.stringify({
          id: 'evt_noid',
          type: 'checkout.session.completed',
          data: { object: { status: 'complete' } },
        }),
      ],
      [
        'a subscription with an object id',
        JSON.stringify({
          id: 'evt_objid',
          type: 'customer.subscription.updated',
          data: { object: { ...subscription, id: { x: 1 } } },
        }),
      ],
      [
        'a period end that is no number',
        JSON.stringify({
          id: 'evt_period',
          type: 'customer.subscription.updated',
          data: { object: { ...subscription, current_period_end: 'soon' } },
        }),
      ],
    ])('refuses %s with 400', async (_what, payload) => {
      const res = await signed(payload);
      expectBadRequest(res, payload.slice(0, 80));
      // A bare string or number is not even an object: the JSON parser (strict) refuses it first.
      expect(res.body.code).toBe(/^[[{]/.test(payload) ? 'INVALID_WEBHOOK' : 'BAD_REQUEST');
    });

    it('still takes a well-formed event it does not act on', async () => {
      const res = await signed(
        JSON.stringify({ id: 'evt_fine', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } }),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ received: true, type: 'invoice.paid' });
    });
  });
});
