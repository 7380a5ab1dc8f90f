import { UserView } from './auth';

export type PlanType = 'annual' | 'monthly';

/** docs/product.md §9: one plan, two billing periods. */
export const PLANS: Record<PlanType, { priceCents: number; label: string; period: string }> = {
  annual: { priceCents: 5900, label: '$59/year', period: 'year' },
  monthly: { priceCents: 700, label: '$7/month', period: 'month' },
};
/** Rounded (84 − 59) / 84: "Save 30% compared to monthly". */
export const ANNUAL_SAVING_PERCENT = Math.round(((12 * 7 - 59) / (12 * 7)) * 100);
export const MONEY_BACK_DAYS = 30;

export interface NewsletterRequest {
  email: string;
  /** The answer to a challenge the server gave with requiresCaptcha. */
  captcha?: { challenge: string; nonce: string };
}

/** A proof-of-work puzzle: find a nonce so that SHA-256(challenge + nonce) starts with `difficulty` zero bits. */
export interface CaptchaChallenge {
  challenge: string;
  difficulty: number;
}

export interface NewsletterResponse {
  ok: boolean;
  message: string;
  alreadySubscribed?: boolean;
  requiresCaptcha?: boolean;
  captcha?: CaptchaChallenge;
}

export interface CaptureLeadRequest {
  name: string;
  email: string;
}
export interface CaptureLeadResponse {
  leadId: number;
  /**
   * This email paid already and has no account yet: a link to finish the account was emailed to
   * it; the page says so instead of offering the plans again.
   */
  alreadyPaid?: true;
}

export interface CreateCheckoutRequest {
  leadId: number;
  planType: PlanType;
}
export interface CreateCheckoutResponse {
  checkoutUrl: string;
}

export interface VerifyPaymentRequest {
  sessionId: string;
  email: string;
}
export interface VerifyPaymentResponse {
  success: boolean;
  verified: boolean;
  lead?: { name: string; email: string };
}

export interface CompleteSignupRequest {
  sessionId: string;
  password: string;
  email: string;
}
export interface CompleteSignupResponse {
  success: boolean;
  user: UserView;
}

/** GET /api/billing/standing: whether the signed-in user's subscription ended (paid once, not renewed). */
export interface SubscriptionStandingView {
  ended: boolean;
}

/** A card as the account page names it (never more than the brand and the last four digits). */
export interface BillingCard {
  brand: string;
  last4: string;
}

export interface BillingReceipt {
  id: string;
  date: string;
  /** In cents. */
  amount: number;
  currency: string;
  /** The provider's page for this receipt (Stripe's hosted invoice); null in test mode. */
  url: string | null;
  number: string | null;
}

/** GET /api/billing and the answer of every billing action: the signed-in user's subscription. */
export interface BillingView {
  plan: PlanType | null;
  status: string | null;
  /** The next renewal, while the subscription renews. */
  renewsAt: string | null;
  /** When full access ends: after a cancellation, the end of the paid period; after a refund, the refund. */
  endsAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** The 30-day money-back guarantee's last moment, while a refund can be asked for. */
  refundableUntil: string | null;
  card: BillingCard | null;
  price: { amount: number; currency: string; interval: 'month' | 'year' } | null;
  receipts: BillingReceipt[];
  /** The first failed payment not yet made good. */
  paymentFailedAt: string | null;
  /** Full access lasts until then unless the card is updated and the payment goes through. */
  graceEndsAt: string | null;
}

export interface BillingPortalResponse {
  url: string;
}
