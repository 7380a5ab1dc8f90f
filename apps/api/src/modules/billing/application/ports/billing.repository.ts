import { Lead, Subscription } from '../../domain/billing';

/** Port: leads, subscriptions and the webhook events already applied. */
export abstract class BillingRepository {
  /** The lead for this email (the newest one, kept up to date with the name), created when new. */
  abstract upsertLead(lead: { name: string; email: string }): Promise<Lead>;
  abstract findLead(id: number): Promise<Lead | null>;
  /** True when this call recorded the payment (false when the lead already had this session). */
  abstract markLeadPaid(id: number, sessionId: string): Promise<boolean>;
  /** The newest lead with this email that paid and has no account yet. */
  abstract findPaidLeadByEmail(email: string): Promise<Lead | null>;
  abstract linkLeadToUser(id: number, userId: string): Promise<void>;
  /** Inserts or updates by checkout session id. */
  abstract saveSubscription(s: Omit<Subscription, 'id' | 'updatedAt'>): Promise<Subscription>;
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
