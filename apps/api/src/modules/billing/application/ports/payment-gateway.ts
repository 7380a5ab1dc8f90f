import { PlanType } from '@storyvault/contracts';
import { SubscriptionStatus } from '../../domain/billing';

export interface CheckoutState {
  sessionId: string;
  /** Paid and complete: the subscription exists. */
  paid: boolean;
  reference: string | null;
  email: string | null;
  plan: PlanType | null;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
}

export type BillingEvent =
  | { id: string; type: 'checkout.session.completed'; checkout: CheckoutState }
  | {
      id: string;
      type: 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscription: SubscriptionState;
    }
  | { id: string; type: 'ignored'; originalType: string };

/** Port: the payment provider (Stripe, or the local test checkout). */
export abstract class PaymentGateway {
  abstract readonly provider: 'stripe' | 'test';
  /** Starts a subscription checkout; returns where to send the browser. */
  abstract createCheckout(input: {
    reference: string;
    email: string;
    plan: PlanType;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** The checkout as the provider sees it, or null when there is no such session. */
  abstract getCheckout(sessionId: string): Promise<CheckoutState | null>;
  abstract getSubscription(subscriptionId: string): Promise<SubscriptionState | null>;
  /** Checks the signature and reads the event; throws InvalidWebhookError otherwise. */
  abstract parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}
