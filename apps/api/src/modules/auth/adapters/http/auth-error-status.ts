import type { ErrorCode } from '@storyvault/contracts';

/** HTTP status of each auth error code; read once by the API exception filter. */
export const AUTH_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  WEAK_PASSWORD: 400,
  INVALID_USER: 400,
  INVALID_RESET_TOKEN: 400,
  TOO_MANY_ATTEMPTS: 429,
  USER_NOT_FOUND: 404,
  // 403, never 401: a wrong current password must not look like a lost session to the page.
  WRONG_PASSWORD: 403,
  SAME_EMAIL: 400,
  INVALID_EMAIL_CHANGE_LINK: 400,
};
