import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { parse } from 'qs';
import { id, Json, notFound, sendJson, signedEvent, standInBilling, stripeError } from './stripe-stand-in-billing';

export interface StripeStandIn {
  /** Base URL for STRIPE_API_BASE. */
  url: string;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  customers: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  invoices: Map<string, Json>;
  invoicePayments: Map<string, Json>;
  refunds: Map<string, Json>;
  portalSessions: Map<string, Json>;
  /** Requests received, for assertions: method, path and the form body. */
  requests: Array<{ method: string; path: string; body: Json }>;
  /** What Stripe does when the customer pays: the session completes with a subscription and a customer. */
  pay(sessionId: string): { subscriptionId: string; customerId: string };
  setSubscriptionStatus(subscriptionId: string, status: string): Json;
  /** The price objects the account has (a price not defined here is $59 a year). */
  definePrice(priceId: string, unitAmount: number, interval: 'month' | 'year'): void;
  /**
   * A renewal charge that fails, as Stripe records it: an open invoice (tried `attempt` times)
   * and the subscription past_due. Returns the invoice, for an `invoice.payment_failed` event.
   */
  failRenewal(subscriptionId: string, attempt?: number): Json;
  /** A renewal paid: a paid invoice, the subscription active with its next period. */
  payRenewal(subscriptionId: string): Json;
  /** An event as Stripe sends it, and its body signed with `secret` (the Stripe-Signature header). */
  signedEvent(type: string, object: Json, secret: string): { event: Json; payload: string; signature: string };
  /**
   * What the account accepts, as Stripe checks it: with `secretKey` any other key is refused
   * (401), with `prices` a checkout for any other price is refused (400 resource_missing).
   * Unset, anything goes.
   */
  account: { secretKey?: string; prices?: string[] };
  /**
   * The next `times` requests matching are answered 500 api_error, with Stripe-Should-Retry:
   * false (as Stripe answers when retrying would not help), so the SDK gives up at once.
   */
  failNext(match: { method: string; path: RegExp }, times?: number): void;
  close(): Promise<void>;
}

/**
 * A local HTTP stand-in that answers the Checkout Session and Subscription calls the way
 * Stripe's API does (object shapes from Stripe's API reference), so the real `stripe` SDK can
 * be pointed at it (host/port/protocol) in tests.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const sessionPrices = new Map<string, string>();
  const requests: StripeStandIn['requests'] = [];
  const account: StripeStandIn['account'] = {};
  const failures: Array<{ method: string; path: RegExp; remaining: number }> = [];
  let base = '';
  const billing = standInBilling({ subscriptions, account, base: () => base });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = parse(Buffer.concat(chunks).toString('utf8')) as Json;
    const [path, search = ''] = (req.url ?? '').split('?');
    const query = parse(search) as Record<string, string>;
    requests.push({ method: req.method ?? '', path, body });
    const send = (status: number, json: Json) => sendJson(res, status, json);
    const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (account.secretKey !== undefined && key !== account.secretKey) {
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      });
    }
    const failure = failures.find((f) => f.remaining > 0 && f.method === req.method && f.path.test(path));
    if (failure) {
      failure.remaining--;
      return stripeError(
        res,
        500,
        { type: 'api_error', message: 'An unknown error occurred' },
        { 'stripe-should-retry': 'false' },
      );
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions' && account.prices) {
      const price = String((body.line_items as Array<Json> | undefined)?.[0]?.price ?? '');
      if (!account.prices.includes(price)) {
        return stripeError(res, 400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
          message: `No such price: '${price}'`,
          param: 'line_items[0][price]',
        });
      }
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `${base}/pay/${sessionId}`,
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        customer_details: null,
        customer: null,
        subscription: null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(sessionId, session);
      sessionPrices.set(sessionId, String((body.line_items as Array<Json> | undefined)?.[0]?.price ?? ''));
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]));
      return session ? send(200, session) : notFound(res, 'checkout.session', sessionMatch[1]);
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && subMatch) {
      const sub = subscriptions.get(decodeURIComponent(subMatch[1]));
      return sub ? send(200, sub) : notFound(res, 'subscription', subMatch[1]);
    }
    if (billing.route(req.method, path, query, body, res)) return;
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` },
    });
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    sessions,
    subscriptions,
    customers: billing.customers,
    paymentMethods: billing.paymentMethods,
    invoices: billing.invoices,
    invoicePayments: billing.invoicePayments,
    refunds: billing.refunds,
    portalSessions: billing.portalSessions,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId)!;
      const { subscriptionId, customerId } = billing.startSubscription(
        session.customer_email,
        sessionPrices.get(sessionId) || 'price_annual',
      );
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer: customerId,
        subscription: subscriptionId,
        customer_details: { email: session.customer_email },
      });
      return { subscriptionId, customerId };
    },
    setSubscriptionStatus(subscriptionId, status) {
      const sub = subscriptions.get(subscriptionId)!;
      sub.status = status;
      return sub;
    },
    definePrice: billing.definePrice,
    failRenewal: billing.failRenewal,
    payRenewal: billing.payRenewal,
    signedEvent,
    account,
    failNext(match, times = 1) {
      failures.push({ ...match, remaining: times });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
