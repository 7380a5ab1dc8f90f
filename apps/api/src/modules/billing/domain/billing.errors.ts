import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

export class AccountExistsError extends DomainError {
  constructor() {
    super(ErrorCode.ACCOUNT_EXISTS, 'You already have an account. Please sign in.');
  }
}

export class InvalidLeadError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_LEAD, message);
  }
}

export class LeadNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.LEAD_NOT_FOUND, 'We could not find your details. Please start again.');
  }
}

export class PaymentNotConfiguredError extends DomainError {
  constructor() {
    super(ErrorCode.PAYMENT_NOT_CONFIGURED, 'The payment provider is not configured yet.');
  }
}

/** Stripe could not be reached, or answered with its own failure: worth trying again shortly. */
export class PaymentProviderUnavailableError extends DomainError {
  constructor() {
    super(
      ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE,
      'Checkout could not be reached just now. Please try again in a moment.',
    );
  }
}

export class PaymentNotVerifiedError extends DomainError {
  constructor() {
    super(ErrorCode.PAYMENT_NOT_VERIFIED, 'Payment verification is required.');
  }
}

/** A paid checkout makes one account, and this one has made it (the account may since have changed its email). */
export class PaymentAlreadyUsedError extends DomainError {
  constructor() {
    super(ErrorCode.PAYMENT_ALREADY_USED, 'An account has already been created with this payment. Please sign in.');
  }
}

/**
 * A lead's payment went through: a second checkout would charge again. The link to finish the
 * account went to the lead's email, named here for the browser that captured the lead (only that
 * browser may ask for its checkout).
 */
export class LeadAlreadyPaidError extends DomainError {
  constructor(email: string) {
    super(
      ErrorCode.LEAD_ALREADY_PAID,
      `This payment has already gone through. We have sent the link to set up your account to ${email}.`,
    );
  }
}

export class InvalidWebhookError extends DomainError {
  constructor(reason: string) {
    super(ErrorCode.INVALID_WEBHOOK, `Webhook refused: ${reason}`);
  }
}

export class CheckoutNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.CHECKOUT_NOT_FOUND, 'This checkout does not exist or has ended.');
  }
}

/** The owner's subscription ended: the collection is read-only until they renew. */
export class SubscriptionEndedError extends DomainError {
  constructor() {
    super(
      ErrorCode.SUBSCRIPTION_ENDED,
      'Your subscription has ended, so the stories can be read and downloaded but not changed. Renew to edit them again.',
    );
  }
}

export class NoSubscriptionError extends DomainError {
  constructor() {
    super(ErrorCode.NO_SUBSCRIPTION, 'You have no subscription in progress to change.');
  }
}

export class AlreadyCancellingError extends DomainError {
  constructor(endsAt: Date | null) {
    super(
      ErrorCode.ALREADY_CANCELLING,
      endsAt
        ? `Your subscription is already cancelled and ends on ${endsAt.toISOString().slice(0, 10)}.`
        : 'Your subscription is already cancelled.',
    );
  }
}

export class NotCancellingError extends DomainError {
  constructor() {
    super(ErrorCode.NOT_CANCELLING, 'Your subscription is not cancelled, so there is nothing to undo.');
  }
}

export class SamePlanError extends DomainError {
  constructor(plan: string) {
    super(ErrorCode.SAME_PLAN, `You are already on the ${plan} plan.`);
  }
}

/** The money-back guarantee lasts 30 days from the first payment. */
export class RefundWindowClosedError extends DomainError {
  constructor() {
    super(
      ErrorCode.REFUND_WINDOW_CLOSED,
      'The 30-day money-back guarantee has passed for this subscription, so it cannot be refunded here. You can cancel it instead, or write to us.',
    );
  }
}

/** A second checkout for someone whose subscription already gives full access would charge twice. */
export class AlreadySubscribedError extends DomainError {
  constructor() {
    super(ErrorCode.ALREADY_SUBSCRIBED, 'You already have a subscription. See or change it on your account page.');
  }
}
