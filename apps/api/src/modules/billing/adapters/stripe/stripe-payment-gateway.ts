import { Logger } from '@nestjs/common';
import { PlanType } from '@storyvault/contracts';
import Stripe from 'stripe';
import {
  BillingEvent,
  CheckoutState,
  PaymentGateway,
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

  private toSubscription(sub: Stripe.Subscription): SubscriptionState {
    const periodEnd: unknown =
      (sub as unknown as { current_period_end?: number }).current_period_end ??
      (Array.isArray(sub.items?.data) ? sub.items.data[0]?.current_period_end : undefined);
    return {
      subscriptionId: sub.id,
      customerId: idOf(sub.customer),
      status: sub.status as SubscriptionStatus,
      currentPeriodEnd:
        typeof periodEnd === 'number' && periodEnd > 0 && periodEnd < 1e11 ? new Date(periodEnd * 1000) : null,
    };
  }
}
