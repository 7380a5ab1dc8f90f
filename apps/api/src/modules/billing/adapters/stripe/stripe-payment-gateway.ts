import { Logger } from '@nestjs/common';
import { BillingCard, PlanType } from '@storyvault/contracts';
import Stripe from 'stripe';
import {
  BillingEvent,
  CheckoutState,
  PaymentGateway,
  PaymentReport,
  Receipt,
  RefundReport,
  SubscriptionState,
} from '../../application/ports/payment-gateway';
import { SubscriptionStatus } from '../../domain/billing';
import {
  InvalidWebhookError,
  PaymentNotConfiguredError,
  PaymentProviderUnavailableError,
} from '../../domain/billing.errors';
import { checkEventShape } from './stripe-event-shape';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PlanType, string>;
  /** Another API base (a local stand-in in tests). */
  apiBase?: string;
}

/**
 * Stripe's refusals that mean our settings are wrong rather than Stripe being unwell: a wrong
 * or revoked secret key, a restricted key without the permission, or a price id that account
 * does not have (a typo, a live price with a test key, an archived price).
 */
function isSettingsError(error: unknown): error is Stripe.errors.StripeError {
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError)
    return true;
  return error instanceof Stripe.errors.StripeInvalidRequestError && /price/.test(error.param ?? '');
}

/** Stripe out of reach or unwell (after the SDK's own retries): a 502 to try again, not a 500. */
function unavailable(error: unknown): unknown {
  const unwell =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
  return unwell ? new PaymentProviderUnavailableError() : error;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe Checkout in subscription mode, through the official SDK. */
export class StripePaymentGateway extends PaymentGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly logger = new Logger('Billing');

  constructor(private readonly settings: StripeSettings) {
    super();
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port) || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  }

  async createCheckout(input: {
    reference: string;
    email: string;
    plan: PlanType;
    successUrl: string;
    cancelUrl: string;
  }) {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: this.settings.prices[input.plan], quantity: 1 }],
        customer_email: input.email,
        client_reference_id: input.reference,
        metadata: { plan: input.plan, reference: input.reference },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
    } catch (error) {
      if (!isSettingsError(error)) throw unavailable(error);
      // The visitor is told payments are not ready; the operator reads here which setting is wrong.
      this.logger.error(`Stripe refused the checkout (${error.type}): ${error.message}`);
      throw new PaymentNotConfiguredError();
    }
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  async getCheckout(sessionId: string): Promise<CheckoutState | null> {
    if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId)) return null;
    try {
      return this.toCheckout(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw unavailable(error);
    }
  }

  async getSubscription(subscriptionId: string): Promise<SubscriptionState | null> {
    try {
      return this.toSubscription(await this.stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw unavailable(error);
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (error) {
      throw new InvalidWebhookError(error instanceof Error ? error.message : 'bad signature');
    }
    checkEventShape(event);
    switch (event.type) {
      case 'checkout.session.completed':
        return { id: event.id, type: event.type, checkout: this.toCheckout(event.data.object) };
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { id: event.id, type: event.type, subscription: this.toSubscription(event.data.object) };
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return { id: event.id, type: event.type, payment: toPaymentReport(event.data.object) };
      case 'charge.refunded':
        return { id: event.id, type: event.type, refund: toRefundReport(event.data.object) };
      default:
        return { id: event.id, type: 'ignored', originalType: event.type };
    }
  }

  private toCheckout(session: Stripe.Checkout.Session): CheckoutState {
    const plan = session.metadata?.plan;
    return {
      sessionId: session.id,
      paid:
        session.status === 'complete' &&
        (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
      reference: session.client_reference_id ?? session.metadata?.reference ?? null,
      email: session.customer_details?.email ?? session.customer_email ?? null,
      plan: plan === 'annual' || plan === 'monthly' ? plan : null,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
    };
  }

  async getCard(subscriptionId: string): Promise<BillingCard | null> {
    return this.call(async () => {
      const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
      let method = idOf(sub.default_payment_method);
      if (!method && idOf(sub.customer)) {
        const customer = await this.stripe.customers.retrieve(idOf(sub.customer)!);
        if (!customer.deleted) method = idOf(customer.invoice_settings?.default_payment_method);
      }
      if (!method) return null;
      const card = (await this.stripe.paymentMethods.retrieve(method)).card;
      return card ? { brand: card.brand, last4: card.last4 } : null;
    });
  }

  async listReceipts(subscriptionId: string): Promise<Receipt[]> {
    return this.call(async () => {
      const invoices = await this.stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 24 });
      return invoices.data.map((invoice) => ({
        id: invoice.id!,
        date: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000),
        amount: invoice.amount_paid,
        currency: invoice.currency,
        url: invoice.hosted_invoice_url ?? null,
        number: invoice.number ?? null,
      }));
    });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionState> {
    return this.call(async () =>
      this.toSubscription(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })),
    );
  }

  /**
   * The item's price changes to the other plan's. Stripe's default proration: the unused part of
   * the period paid is credited, and as the interval changes a new period starts today and is
   * invoiced at once (docs/decisions/0098-switching-plans.md).
   */
  async switchPlan(subscriptionId: string, plan: PlanType): Promise<SubscriptionState> {
    return this.call(async () => {
      const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      return this.toSubscription(
        await this.stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: this.settings.prices[plan] }],
          proration_behavior: 'create_prorations',
        }),
      );
    });
  }

  async createPortal(input: { subscriptionId: string; customerId: string | null; returnUrl: string }): Promise<string> {
    return this.call(async () => {
      const customer =
        input.customerId ?? idOf((await this.stripe.subscriptions.retrieve(input.subscriptionId)).customer);
      if (!customer) throw new Error(`Stripe subscription ${input.subscriptionId} has no customer`);
      const session = await this.stripe.billingPortal.sessions.create({ customer, return_url: input.returnUrl });
      return session.url;
    });
  }

  /** The oldest paid invoice's payment, refunded in full. */
  async refundFirstPayment(subscriptionId: string): Promise<RefundReport> {
    return this.call(async () => {
      const invoices = await this.stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 });
      const first = [...invoices.data].sort((a, b) => a.created - b.created)[0];
      if (!first?.id) throw new Error(`Stripe subscription ${subscriptionId} has no paid invoice`);
      const payments = await this.stripe.invoicePayments.list({ invoice: first.id, status: 'paid', limit: 1 });
      const payment = payments.data[0]?.payment;
      const paymentIntent = idOf(payment?.payment_intent);
      const charge = idOf(payment?.charge);
      if (!paymentIntent && !charge) throw new Error(`Stripe invoice ${first.id} has no payment to refund`);
      const refund = await this.stripe.refunds.create(
        paymentIntent ? { payment_intent: paymentIntent } : { charge: charge! },
      );
      return {
        paymentRef: (paymentIntent ?? charge)!,
        customerId: idOf(first.customer),
        amount: refund.amount,
        currency: refund.currency,
        at: new Date(refund.created * 1000),
      };
    });
  }

  async cancelNow(subscriptionId: string): Promise<SubscriptionState> {
    return this.call(async () => this.toSubscription(await this.stripe.subscriptions.cancel(subscriptionId)));
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw unavailable(error);
    }
  }

  private toSubscription(sub: Stripe.Subscription): SubscriptionState {
    const item = Array.isArray(sub.items?.data) ? sub.items.data[0] : undefined;
    const periodEnd: unknown =
      (sub as unknown as { current_period_end?: number }).current_period_end ?? item?.current_period_end;
    const price = item?.price;
    const plan = (Object.keys(this.settings.prices) as PlanType[]).find((p) => this.settings.prices[p] === price?.id);
    const interval = price?.recurring?.interval;
    return {
      subscriptionId: sub.id,
      customerId: idOf(sub.customer),
      status: sub.status as SubscriptionStatus,
      currentPeriodEnd:
        typeof periodEnd === 'number' && periodEnd > 0 && periodEnd < 1e11 ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: typeof sub.cancel_at_period_end === 'boolean' ? sub.cancel_at_period_end : null,
      plan: plan ?? null,
      price:
        price && typeof price.unit_amount === 'number' && (interval === 'month' || interval === 'year')
          ? { amount: price.unit_amount, currency: price.currency, interval: interval as 'month' | 'year' }
          : null,
    };
  }
}

const seconds = (value: unknown): Date | null =>
  typeof value === 'number' && value > 0 && value < 1e11 ? new Date(value * 1000) : null;

/** An invoice event's payment. Recent API versions name the subscription under `parent`. */
function toPaymentReport(invoice: Stripe.Invoice): PaymentReport {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const subscription = invoice.parent?.subscription_details?.subscription ?? legacy;
  const paid = invoice.status_transitions?.paid_at;
  return {
    paymentId: invoice.id!,
    attempt: typeof invoice.attempt_count === 'number' ? invoice.attempt_count : 1,
    subscriptionId: idOf(subscription),
    customerId: idOf(invoice.customer),
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    at: seconds(paid) ?? seconds(invoice.created) ?? new Date(),
  };
}

function toRefundReport(charge: Stripe.Charge): RefundReport {
  const refunded = charge.refunds?.data?.[0]?.created;
  return {
    paymentRef: idOf(charge.payment_intent) ?? charge.id,
    customerId: idOf(charge.customer),
    amount: charge.amount_refunded,
    currency: charge.currency,
    at: seconds(refunded) ?? seconds(charge.created) ?? new Date(),
  };
}
