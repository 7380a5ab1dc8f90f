import { ErrorCode } from '@storyvault/contracts';
import { ApiError, apiErrorCode, apiErrorMessage } from '../../api/client';
import type { ToastInput } from '../../components/toast/toastState';

/** The server's message for an API error, the error's own message for anything else thrown here. */
function messageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return apiErrorMessage(error);
  return error instanceof Error && error.message ? error.message : undefined;
}

/** An error that carries the code, by body or anywhere in its text (docs/product.md §8: "an error containing"). */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return apiErrorCode(error) === code || (error instanceof Error && error.message.includes(code));
}

export const ACCOUNT_EXISTS_TOAST: ToastInput = {
  title: 'Account Exists',
  description: 'You already have an account. Please sign in.',
};

/** docs/product.md §8, capture lead: anything but an existing account. */
export function captureLeadErrorToast(error: unknown): ToastInput {
  return {
    variant: 'destructive',
    title: 'Error',
    description: messageOf(error) ?? 'Something went wrong. Please try again.',
  };
}

export const NO_CHECKOUT_URL = 'No checkout URL received';

/** docs/product.md §8, checkout: a payment provider that is not set up yet gets its own notice. */
export function checkoutErrorToast(error: unknown): ToastInput {
  const message = messageOf(error);
  if (
    hasErrorCode(error, ErrorCode.PAYMENT_NOT_CONFIGURED) ||
    (message && /payment provider|configured|stripe/i.test(message))
  ) {
    return {
      variant: 'destructive',
      title: 'Payment System Not Ready',
      description: 'Our payment system is being set up. Please check back soon or contact support.',
    };
  }
  return { variant: 'destructive', title: 'Error', description: message ?? 'Failed to start checkout process' };
}

export const VERIFICATION_FAILED_TOAST: ToastInput = {
  variant: 'destructive',
  title: 'Payment Verification Failed',
  description: 'Please contact support or try again.',
};

export const VERIFICATION_ERROR_TOAST: ToastInput = {
  variant: 'destructive',
  title: 'Verification Error',
  description: 'Unable to verify your payment. Please contact support.',
};

/** docs/product.md §5 and §8: account creation refused for an unverified payment, or failed otherwise. */
export function completeSignupErrorToast(error: unknown): ToastInput {
  if (hasErrorCode(error, ErrorCode.PAYMENT_NOT_VERIFIED)) {
    return { variant: 'destructive', title: 'Cannot Create Account', description: 'Payment verification is required.' };
  }
  return {
    variant: 'destructive',
    title: 'Account Creation Failed',
    description: messageOf(error) ?? 'Please try again or contact support.',
  };
}
