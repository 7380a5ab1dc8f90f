import type { ErrorCode } from '@storyvault/contracts';

/** HTTP statuses of the family module's error codes (its refusals reuse VAULT_FORBIDDEN and INVALID_QUESTION). */
export const FAMILY_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_COMMENT: 400,
  COMMENT_NOT_FOUND: 404,
  STORY_NOT_FOUND: 404,
  SUGGESTION_NOT_FOUND: 404,
  COMMENT_LIMIT_REACHED: 409,
  TOO_MANY_WRITES: 429,
};
