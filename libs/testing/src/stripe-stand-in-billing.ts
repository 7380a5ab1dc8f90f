import { createHmac, randomBytes } from 'node:crypto';
import { ServerResponse } from 'node:http';

export type Json = Record<string, unknown>;

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Answers with Stripe's error body; true, so a route can `return` it. */
export function stripeError(res: ServerResponse, status: number, error: Json, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
  res.end(JSON.stringify({ error }));
  return true;
}

export function notFound(res: ServerResponse, what: string, value: string) {
  return stripeError(res, 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${value}'`,
    param: 'id',
  });
}

export function sendJson(res: ServerResponse, status: number, json: Json) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(json));
  return true;
}

/** An event as Stripe sends it, and its body signed with `secret` as Stripe signs it (Stripe-Signature). */
export function signedEvent(type: string, object: Json, secret: string) {
  const now = Math.floor(Date.now() / 1000);
  const event: Json = {
    id: id('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now,
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  const payload = JSON.stringify(event);
  const v1 = createHmac('sha256', secret).update(`${now}.${payload}`).digest('hex');
  return { event, payload, signature: `t=${now},v1=${v1}` };
}

/**
 * The stand-in's billing around a subscription, shaped as Stripe's API reference shapes it:
 * prices, customers and their cards, invoices and invoice payments, refunds, billing portal
 * sessions, and the changes to a subscription (cancel at period end, a new price, cancel now).
 */
export function standInBilling(options: {
  subscriptions: Map<string, Json>;
  account: { prices?: string[] };
  base: () => string;
}) {
  const { subscriptions, account, base } = options;
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const invoicePayments = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const prices = new Map<string, { unit_amount: number; interval: 'month' | 'year' }>();
  const now = () => Math.floor(Date.now() / 1000);
  const priceObject = (priceId: string): Json => {
    const p = prices.get(priceId) ?? { unit_amount: 5900, interval: 'year' as const };
    return {
      id: priceId,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: p.unit_amount,
      type: 'recurring',
      recurring: { interval: p.interval, interval_count: 1, usage_type: 'licensed' },
      livemode: false,
    };
  };
  const periodAfter = (from: number, interval: string) => from + (interval === 'month' ? 30 : 365) * 86_400;
  const itemOf = (sub: Json) => (sub.items as { data: Json[] }).data[0];
  /** A paid invoice for `amount` on the subscription, with its invoice payment (a payment intent). */
  const paidInvoice = (sub: Json, amount: number): Json => {
    const invoice = newInvoice(sub, amount, 'paid');
    const paymentId = id('inpay');
    invoicePayments.set(paymentId, {
      id: paymentId,
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: amount,
      amount_requested: amount,
      currency: 'usd',
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: id('pi') },
      livemode: false,
    });
    return invoice;
  };
  const newInvoice = (sub: Json, amount: number, status: 'paid' | 'open'): Json => {
    const invoiceId = id('in');
    const created = now() + invoices.size; // distinct, in order
    const invoice: Json = {
      id: invoiceId,
      object: 'invoice',
      customer: sub.customer,
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      attempt_count: 1,
      attempted: true,
      currency: 'usd',
      created,
      number: `STAND-${String(invoices.size + 1).padStart(4, '0')}`,
      hosted_invoice_url: `${base()}/invoice/${invoiceId}`,
      status_transitions: { paid_at: status === 'paid' ? created : null, finalized_at: created },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: {} },
        quote_details: null,
      },
      livemode: false,
    };
    invoices.set(invoiceId, invoice);
    return invoice;
  };
  const list = (url: string, data: Json[]) => ({ object: 'list', data, has_more: false, url });

  /** A paid checkout's customer (with a Visa ending 4242), subscription and first paid invoice. */
  function startSubscription(email: unknown, priceId: string): { subscriptionId: string; customerId: string } {
    const customerId = id('cus');
    const subscriptionId = id('sub');
    const methodId = id('pm');
    const price = priceObject(priceId);
    const start = now();
    const periodEnd = periodAfter(start, String((price.recurring as Json).interval));
    paymentMethods.set(methodId, {
      id: methodId,
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit', country: 'US' },
      billing_details: { email: email ?? null },
      created: start,
      livemode: false,
    });
    customers.set(customerId, {
      id: customerId,
      object: 'customer',
      email: email ?? null,
      invoice_settings: { default_payment_method: methodId, custom_fields: null, footer: null },
      created: start,
      livemode: false,
    });
    const sub: Json = {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: customerId,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      default_payment_method: null,
      start_date: start,
      created: start,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: periodEnd,
          },
        ],
      },
      livemode: false,
    };
    subscriptions.set(subscriptionId, sub);
    paidInvoice(sub, Number(price.unit_amount));
    return { subscriptionId, customerId };
  }

  /** Handles the request when it is one of these resources' (true), else leaves it (false). */
  function route(
    method: string | undefined,
    path: string,
    query: Record<string, string>,
    body: Json,
    res: ServerResponse,
  ): boolean {
    const send = (status: number, json: Json) => sendJson(res, status, json);
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if ((method === 'POST' || method === 'DELETE') && subMatch) {
      const sub = subscriptions.get(decodeURIComponent(subMatch[1]));
      if (!sub) return notFound(res, 'subscription', subMatch[1]);
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
        return stripeError(res, 400, {
          type: 'invalid_request_error',
          message: `A canceled subscription can only update its cancellation_details and metadata.`,
        });
      }
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
        return send(200, sub);
      }
      if (body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        sub.cancel_at = sub.cancel_at_period_end ? itemOf(sub).current_period_end : null;
      }
      const items = body.items as Array<Json> | undefined;
      if (items?.[0]) {
        const item = itemOf(sub);
        if (items[0].id !== item.id) return notFound(res, 'subscription_item', String(items[0].id));
        const price = String(items[0].price);
        if (account.prices && !account.prices.includes(price)) return notFound(res, 'price', price);
        const before = item.price as Json;
        const after = priceObject(price);
        item.price = after;
        const oldInterval = (before.recurring as Json).interval;
        const newInterval = (after.recurring as Json).interval;
        if (oldInterval !== newInterval) {
          // A change of interval starts a new period now; the unused part of the old one is credited.
          const end = Number(item.current_period_end);
          const start = Number(item.current_period_start);
          const unused = Math.max(0, Math.min(1, (end - now()) / Math.max(1, end - start)));
          const due = Number(after.unit_amount) - Math.round(Number(before.unit_amount) * unused);
          item.current_period_start = now();
          item.current_period_end = periodAfter(now(), String(newInterval));
          if (due > 0) paidInvoice(sub, due);
        }
      }
      return send(200, sub);
    }
    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === 'GET' && customerMatch) {
      const customer = customers.get(decodeURIComponent(customerMatch[1]));
      return customer ? send(200, customer) : notFound(res, 'customer', customerMatch[1]);
    }
    const methodMatch = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && methodMatch) {
      const method = paymentMethods.get(decodeURIComponent(methodMatch[1]));
      return method ? send(200, method) : notFound(res, 'payment_method', methodMatch[1]);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const found = [...invoices.values()]
        .filter(
          (i) =>
            !query.subscription ||
            ((i.parent as Json).subscription_details &&
              ((i.parent as Json).subscription_details as Json).subscription === query.subscription),
        )
        .filter((i) => !query.status || i.status === query.status)
        .filter((i) => !query.customer || i.customer === query.customer)
        .sort((a, b) => Number(b.created) - Number(a.created))
        .slice(0, Number(query.limit ?? 10));
      return send(200, list('/v1/invoices', found));
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const found = [...invoicePayments.values()]
        .filter((p) => !query.invoice || p.invoice === query.invoice)
        .filter((p) => !query.status || p.status === query.status)
        .slice(0, Number(query.limit ?? 10));
      return send(200, list('/v1/invoice_payments', found));
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = body.payment_intent ? String(body.payment_intent) : null;
      const charge = body.charge ? String(body.charge) : null;
      const payment = [...invoicePayments.values()].find(
        (p) => (p.payment as Json).payment_intent === paymentIntent || (p.payment as Json).charge === charge,
      );
      if (!payment) return notFound(res, paymentIntent ? 'payment_intent' : 'charge', String(paymentIntent ?? charge));
      if ([...refunds.values()].some((r) => r.payment_intent === paymentIntent && r.charge === charge)) {
        return stripeError(res, 400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${charge ?? paymentIntent} has already been refunded.`,
        });
      }
      const refund: Json = {
        id: id('re'),
        object: 'refund',
        amount: body.amount ? Number(body.amount) : payment.amount_paid,
        currency: 'usd',
        charge,
        payment_intent: paymentIntent,
        status: 'succeeded',
        reason: body.reason ?? null,
        created: now(),
        metadata: {},
      };
      refunds.set(String(refund.id), refund);
      return send(200, refund);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(body.customer ?? '');
      if (!customers.has(customer)) return notFound(res, 'customer', customer);
      const sessionId = id('bps');
      const portal: Json = {
        id: sessionId,
        object: 'billing_portal.session',
        customer,
        return_url: body.return_url ?? null,
        url: `${base()}/p/session/${sessionId}`,
        created: now(),
        livemode: false,
        locale: null,
        configuration: id('bpc'),
        flow: null,
        on_behalf_of: null,
      };
      portalSessions.set(sessionId, portal);
      return send(200, portal);
    }
    return false;
  }

  return {
    customers,
    paymentMethods,
    invoices,
    invoicePayments,
    refunds,
    portalSessions,
    startSubscription,
    route,
    definePrice(priceId: string, unitAmount: number, interval: 'month' | 'year') {
      prices.set(priceId, { unit_amount: unitAmount, interval });
    },
    failRenewal(subscriptionId: string, attempt = 1): Json {
      const sub = subscriptions.get(subscriptionId)!;
      sub.status = 'past_due';
      const open = [...invoices.values()].find(
        (i) => i.status === 'open' && ((i.parent as Json).subscription_details as Json).subscription === subscriptionId,
      );
      const invoice = open ?? newInvoice(sub, Number((itemOf(sub).price as Json).unit_amount), 'open');
      invoice.attempt_count = attempt;
      return invoice;
    },
    payRenewal(subscriptionId: string): Json {
      const sub = subscriptions.get(subscriptionId)!;
      const item = itemOf(sub);
      const open = [...invoices.values()].find(
        (i) => i.status === 'open' && ((i.parent as Json).subscription_details as Json).subscription === subscriptionId,
      );
      if (open) invoices.delete(String(open.id));
      const invoice = paidInvoice(sub, Number((item.price as Json).unit_amount));
      sub.status = 'active';
      item.current_period_start = item.current_period_end;
      item.current_period_end = periodAfter(
        Number(item.current_period_end),
        String(((item.price as Json).recurring as Json).interval),
      );
      return invoice;
    },
  };
}
