import type { ErrorCode } from '@storyvault/contracts';

/** HTTP statuses of the answers module's error codes (the answer pages' links and recordings). */
export const ANSWERS_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_LINK: 404,
  LINK_EXPIRED: 410,
  ANSWER_LIMIT_REACHED: 429,
  RECORDING_MISSING: 400,
  RECORDING_UNREADABLE: 400,
  RECORDING_TOO_LARGE: 413,
};
