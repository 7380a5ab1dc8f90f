import { ErrorCode } from '@storyvault/contracts';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../api/client';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/** docs/product.md §8, password reset request: the page's own words for what went wrong. */
export function resetRequestErrorMessage(error: unknown, t: Translate = ENGLISH): string {
  return apiErrorStatus(error) === 429 ? t('dashboard.reset.tooManyRequests') : t('dashboard.reset.somethingWrong');
}

/** docs/product.md §8, reset confirm; a 400 for a weak password carries the server's own explanation. */
export function resetConfirmErrorMessage(error: unknown, t: Translate = ENGLISH): string {
  switch (apiErrorStatus(error)) {
    case 400:
      return apiErrorCode(error) === ErrorCode.WEAK_PASSWORD
        ? (apiErrorMessage(error) ?? t('dashboard.reset.invalidToken'))
        : t('dashboard.reset.invalidToken');
    case 429:
      return t('dashboard.reset.tooManyAttempts');
    default:
      return t('dashboard.reset.somethingWrong');
  }
}
