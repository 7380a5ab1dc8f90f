import { ErrorCode, ErrorText } from '@storyvault/contracts';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../api/client';

/** docs/product.md §8, password reset request. */
export function resetRequestErrorMessage(error: unknown): string {
  return apiErrorStatus(error) === 429 ? ErrorText.tooManyResetRequests : ErrorText.internal;
}

/** docs/product.md §8, reset confirm; a 400 for a weak password carries its own explanation. */
export function resetConfirmErrorMessage(error: unknown): string {
  switch (apiErrorStatus(error)) {
    case 400:
      return apiErrorCode(error) === ErrorCode.WEAK_PASSWORD
        ? (apiErrorMessage(error) ?? ErrorText.invalidResetToken)
        : ErrorText.invalidResetToken;
    case 429:
      return ErrorText.tooManyAttempts;
    default:
      return ErrorText.internal;
  }
}
