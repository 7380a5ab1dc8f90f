import { Lead, Subscription } from '../../domain/billing';

/** Port: leads, subscriptions and the webhook events already applied. */
export abstract class BillingRepository {
  /** The lead for this email (the newest one, kept up to date with the name), created when new. */
  abstract upsertLead(lead: { name: string; email: string }): Promise<Lead>;
  abstract findLead(id: number): Promise<Lead | null>;
  abstract markLeadPaid(id: number, sessionId: string): Promise<void>;
  abstract linkLeadToUser(id: number, userId: string): Promise<void>;
  /** Inserts or updates by checkout session id. */
  abstract saveSubscription(s: Omit<Subscription, 'id' | 'updatedAt'>): Promise<Subscription>;
  abstract findSubscriptionBySession(sessionId: string): Promise<Subscription | null>;
  abstract findSubscriptionByProviderId(subscriptionId: string): Promise<Subscription | null>;
  abstract subscriptionsOfUser(userId: string): Promise<Subscription[]>;
  /** Records an event id; false when it was recorded before (the event was applied already). */
  abstract recordEvent(eventId: string, type: string): Promise<boolean>;
}
