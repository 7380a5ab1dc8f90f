import { BillingCard, PlanType } from '@storyvault/contracts';
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

export interface PlanPrice {
  /** In cents. */
  amount: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  /** Unknown (null) when the provider's answer did not say. */
  cancelAtPeriodEnd: boolean | null;
  /** Null when the subscription's price is none of ours. */
  plan: PlanType | null;
  price: PlanPrice | null;
}

export interface Receipt {
  id: string;
  date: Date;
  amount: number;
  currency: string;
  url: string | null;
  number: string | null;
}

/** A payment the provider reported: an invoice paid or failed. */
export interface PaymentReport {
  /** The invoice's id. */
  paymentId: string;
  /** Which try at paying this invoice (Stripe retries a failed one). */
  attempt: number;
  subscriptionId: string | null;
  customerId: string | null;
  amount: number;
  currency: string;
  at: Date;
}

/** Money given back: `paymentRef` names the payment refunded (a payment intent, or a charge). */
export interface RefundReport {
  paymentRef: string;
  customerId: string | null;
  amount: number;
  currency: string;
  at: Date;
}

export type BillingEvent =
  | { id: string; type: 'checkout.session.completed'; checkout: CheckoutState }
  | {
      id: string;
      type: 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscription: SubscriptionState;
    }
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; payment: PaymentReport }
  | { id: string; type: 'charge.refunded'; refund: RefundReport }
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
  /** The card the subscription is charged to. */
  abstract getCard(subscriptionId: string): Promise<BillingCard | null>;
  /** The subscription's paid receipts, newest first. */
  abstract listReceipts(subscriptionId: string): Promise<Receipt[]>;
  /** Cancel at the end of the paid period (true), or undo that (false). */
  abstract setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionState>;
  /** Moves the subscription to the other plan's price (proration: docs/decisions/0098-switching-plans.md). */
  abstract switchPlan(subscriptionId: string, plan: PlanType): Promise<SubscriptionState>;
  /** The provider's page where the card is changed, returning to `returnUrl`. */
  abstract createPortal(input: {
    subscriptionId: string;
    customerId: string | null;
    returnUrl: string;
  }): Promise<string>;
  /** Gives back the subscription's first payment in full. */
  abstract refundFirstPayment(subscriptionId: string): Promise<RefundReport>;
  /** Ends the subscription now. */
  abstract cancelNow(subscriptionId: string): Promise<SubscriptionState>;
  /** Checks the signature and reads the event; throws InvalidWebhookError otherwise. */
  abstract parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}
