import { apiErrorCode, apiErrorMessage } from '../api/client';

/**
 * The refusals the server words in the senior's language (the vault's; for a link that names no
 * vault, the browser's): a link gone or wrong, a limit reached, a recording it could not take.
 * Any other answer (a malformed upload, a server failure) comes in English, so the page says its
 * own words instead.
 */
const SPOKEN_IN_HER_LANGUAGE = new Set([
  'INVALID_LINK',
  'LINK_EXPIRED',
  'ANSWER_LIMIT_REACHED',
  'UPLOADS_BUSY',
  'RECORDING_MISSING',
  'RECORDING_UNREADABLE',
  'RECORDING_TOO_LARGE',
]);

/** The server's words for a refusal of the answer pages, when they are in her language. */
export function seniorRefusal(error: unknown): string | undefined {
  const code = apiErrorCode(error);
  return code && SPOKEN_IN_HER_LANGUAGE.has(code) ? apiErrorMessage(error) : undefined;
}
