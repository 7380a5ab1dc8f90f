import { PlanType } from '@storyvault/contracts';
import { InvalidLeadError } from './billing.errors';

export interface Lead {
  id: number;
  name: string;
  email: string;
  /** The checkout session that paid for this lead, once verified. */
  paidSessionId: string | null;
  userId: string | null;
  createdAt: Date;
}

/**
 * Lead captures allowed from one client address in an hour: far more than one family needs
 * (a typo or two, a second parent), far too few to test a list of emails for accounts.
 */
export const LEAD_CAPTURE_LIMIT = { max: 20, windowMs: 60 * 60_000 };

/** Who a checkout is for: a lead in the funnel, or a signed-in user upgrading (/subscribe). */
export type CheckoutReference = { kind: 'lead'; leadId: number } | { kind: 'user'; userId: string };

export function referenceToString(ref: CheckoutReference): string {
  return ref.kind === 'lead' ? `lead:${ref.leadId}` : `user:${ref.userId}`;
}

export function parseReference(value: string | null | undefined): CheckoutReference | null {
  const lead = /^lead:(\d+)$/.exec(value ?? '');
  if (lead) return { kind: 'lead', leadId: Number(lead[1]) };
  const user = /^user:([0-9a-f-]{36})$/i.exec(value ?? '');
  return user ? { kind: 'user', userId: user[1] } : null;
}

export type SubscriptionStatus =
  'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete_expired' | 'paused';

/** Full access while the subscription is in good standing (Stripe retries past_due payments). */
export function grantsFullAccess(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}

/** Statuses in good standing, as SQL reads them (the delivery of questions leaves out owners whose subscription ended). */
export const GOOD_STANDING: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** Paid once, and none of the subscriptions is in good standing any more (never paid: not ended). */
export function subscriptionEnded(statuses: readonly SubscriptionStatus[]): boolean {
  return statuses.length > 0 && !statuses.some(grantsFullAccess);
}

export interface Subscription {
  id: string;
  provider: 'stripe' | 'test';
  checkoutSessionId: string;
  subscriptionId: string | null;
  customerId: string | null;
  plan: PlanType;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  reference: string;
  userId: string | null;
  email: string;
  updatedAt: Date;
}

export const NAME_MAX = 100;

export function validateLead(input: { name: string; email: string }): { name: string; email: string } {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new InvalidLeadError('Name is required');
  if (name.length > NAME_MAX) throw new InvalidLeadError(`Name must be at most ${NAME_MAX} characters`);
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new InvalidLeadError('Please enter a valid email address');
  return { name, email };
}
