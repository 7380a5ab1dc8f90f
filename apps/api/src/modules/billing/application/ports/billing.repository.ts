import { Language } from '@storyvault/contracts';
import { Lead, Subscription } from '../../domain/billing';

export interface PaymentRecord {
  id: string;
  subscriptionId: string;
  outcome: 'paid' | 'failed' | 'refunded';
  amount: number;
  currency: string;
  at: Date;
}

/**
 * Port: leads, subscriptions and the webhook events already applied. A subscription's standing
 * (`inGoodStanding`, `graceEndsAt`) is the store's answer at the clock's time when it is read.
 */
export abstract class BillingRepository {
  /** The lead for this email (the newest one, kept up to date with the name), created when new. */
  /** The lead's language is the latest browser's it came from. */
  abstract upsertLead(lead: { name: string; email: string; language: Language }): Promise<Lead>;
  abstract findLead(id: number): Promise<Lead | null>;
  /** True when this call recorded the payment (false when the lead already had this session). */
  abstract markLeadPaid(id: number, sessionId: string): Promise<boolean>;
  /** The newest lead with this email that paid and has no account yet. */
  abstract findPaidLeadByEmail(email: string): Promise<Lead | null>;
  abstract linkLeadToUser(id: number, userId: string): Promise<void>;
  /**
   * Inserts or updates by checkout session id. The first payment's date is kept once set; a
   * payment failure and a refund are written only by their own methods below.
   */
  abstract saveSubscription(
    s: Omit<
      Subscription,
      | 'id'
      | 'updatedAt'
      | 'paymentFailedAt'
      | 'graceEndsAt'
      | 'inGoodStanding'
      | 'refundedAt'
      | 'renewalStoppedForDeletion'
    >,
  ): Promise<Subscription>;
  abstract findSubscriptionByCustomer(customerId: string): Promise<Subscription | null>;
  /** The subscription as this call marked it failed (null while an earlier failure is not made good). */
  abstract markPaymentFailed(subscriptionId: string, at: Date): Promise<Subscription | null>;
  /**
   * Paid once, and none of the user's subscriptions is in good standing any more (never paid:
   * not ended); the operator's full access is not billing's to know.
   */
  abstract subscriptionEnded(userId: string): Promise<boolean>;
  abstract clearPaymentFailure(subscriptionId: string): Promise<void>;
  abstract markRefunded(subscriptionId: string, at: Date): Promise<void>;
  abstract markRenewalStoppedForDeletion(subscriptionId: string, stopped: boolean): Promise<void>;
  /**
   * Forgets everything billing keeps of an erased account: its subscriptions and their payments,
   * its leads, and the local test checkout's sessions and subscriptions (the provider keeps its
   * own records of what was paid).
   */
  abstract forgetUser(userId: string, email: string): Promise<void>;
  /** True when recorded now (false when a payment with this id was recorded before). */
  abstract recordPayment(p: PaymentRecord): Promise<boolean>;
  /** Oldest first. */
  abstract paymentsOf(subscriptionId: string): Promise<PaymentRecord[]>;
  /**
   * Subscriptions still counted in good standing whose paid period has passed (the provider
   * renewed or ended them) or whose failed payment's grace is over: to be read again.
   */
  abstract subscriptionsToSettle(now: Date): Promise<Subscription[]>;
  abstract findSubscriptionBySession(sessionId: string): Promise<Subscription | null>;
  abstract findSubscriptionByProviderId(subscriptionId: string): Promise<Subscription | null>;
  abstract subscriptionsOfUser(userId: string): Promise<Subscription[]>;
  /**
   * Runs `apply` for a provider event unless it was applied before (false then). The event
   * counts as applied only once `apply` has succeeded: when it throws, nothing is recorded and
   * the provider's retry applies it. A second delivery arriving meanwhile waits for the first.
   */
  abstract applyEventOnce(eventId: string, type: string, apply: () => Promise<void>): Promise<boolean>;
}
