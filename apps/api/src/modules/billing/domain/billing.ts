import { Language, MONEY_BACK_DAYS, PlanType } from '@storyvault/contracts';
import { InvalidLeadError } from './billing.errors';

export interface Lead {
  id: number;
  name: string;
  email: string;
  /** The checkout session that paid for this lead, once verified. */
  paidSessionId: string | null;
  userId: string | null;
  /** The language of the browser the lead came from: the emails before the account exist are in it. */
  language: Language;
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

const DAY_MS = 86_400_000;

/** The money-back guarantee's last moment: 30 days after the first payment, unless refunded or ended. */
export function refundableUntil(sub: Subscription, now: Date): Date | null {
  if (!sub.firstPaidAt || sub.refundedAt || !sub.inGoodStanding) return null;
  const until = new Date(sub.firstPaidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
  return until.getTime() > now.getTime() ? until : null;
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
  /** Cancelled by the owner: full access lasts until `currentPeriodEnd`, then the subscription ends. */
  cancelAtPeriodEnd: boolean;
  /** The first payment, which starts the money-back guarantee. */
  firstPaidAt: Date | null;
  /** The first failed payment not made good since, if any. */
  paymentFailedAt: Date | null;
  /**
   * When that failure's grace ends (7 days on), and whether the subscription gives full access:
   * its status is in good standing (Stripe retries past_due payments) and no failed payment's
   * grace is over. Both are PostgreSQL's answer when the row was read, at the clock's time
   * (`billing_grace_ends_at`, `billing_in_good_standing`: docs/decisions/0940-billing-standing-in-sql.md).
   */
  graceEndsAt: Date | null;
  inGoodStanding: boolean;
  refundedAt: Date | null;
  /** Its renewal was stopped because the owner asked to delete the account; signing in during the grace starts it again. */
  renewalStoppedForDeletion: boolean;
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
