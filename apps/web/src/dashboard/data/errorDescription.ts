import { HttpError } from 'react-admin';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/**
 * docs/product.md §8: a failure toast describes the server's message (as the server words it), or
 * says 'Please try again' in the reader's language.
 */
export function errorDescription(error: unknown, t: Translate = ENGLISH): string {
  if (error instanceof HttpError) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return t('dashboard.common.tryAgain');
}
