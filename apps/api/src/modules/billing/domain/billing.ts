import { MONEY_BACK_DAYS, PlanType } from '@storyvault/contracts';
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

/** Statuses in good standing, as SQL reads them (the delivery of questions leaves out owners whose subscription ended). */
export const GOOD_STANDING: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/**
 * Days of full access kept after a payment first fails (docs/decisions/0099-failed-payment-grace.md): long enough to
 * update the card, and the end of it whatever Stripe's status says while
 * it keeps retrying. `goodStandingSql` writes the same rule for SQL.
 */
export const PAYMENT_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** The moment a failed payment's grace ends. */
export function graceEndsAt(paymentFailedAt: Date): Date {
  return new Date(paymentFailedAt.getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
}

export interface Standing {
  status: SubscriptionStatus;
  /** The first failed payment not made good since, if any. */
  paymentFailedAt: Date | null;
}

/**
 * Full access while the subscription is in good standing (Stripe retries past_due payments),
 * and a payment that failed was made good within its grace.
 */
export function grantsFullAccess(s: Standing, now: Date): boolean {
  if (!GOOD_STANDING.includes(s.status)) return false;
  return s.paymentFailedAt === null || now.getTime() < graceEndsAt(s.paymentFailedAt).getTime();
}

/** `grantsFullAccess` in SQL, for a `subscriptions` row aliased `alias`, at `now` (an SQL expression). */
export function goodStandingSql(alias: string, now = 'now()'): string {
  const statuses = GOOD_STANDING.map((status) => `'${status}'`).join(', ');
  return `(${alias}.status IN (${statuses}) AND (${alias}.payment_failed_at IS NULL OR ${alias}.payment_failed_at > ${now} - interval '${PAYMENT_GRACE_DAYS} days'))`;
}

/** Paid once, and none of the subscriptions is in good standing any more (never paid: not ended). */
export function subscriptionEnded(subs: readonly Standing[], now: Date): boolean {
  return subs.length > 0 && !subs.some((s) => grantsFullAccess(s, now));
}

/** The money-back guarantee's last moment: 30 days after the first payment, unless refunded or ended. */
export function refundableUntil(sub: Subscription, now: Date): Date | null {
  if (!sub.firstPaidAt || sub.refundedAt || !grantsFullAccess(sub, now)) return null;
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
  paymentFailedAt: Date | null;
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
