import type { ErrorCode } from '@storyvault/contracts';

export const VAULT_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  VAULT_NOT_FOUND: 404,
  VAULT_FORBIDDEN: 403,
  INVALID_VAULT: 400,
  VAULT_LIMIT: 409,
  STORYTELLER_LIMIT: 409,
  QUESTION_ALREADY_IN_VAULT: 409,
  QUESTION_NOT_IN_VAULT: 404,
  INVALID_REORDER: 400,
};
