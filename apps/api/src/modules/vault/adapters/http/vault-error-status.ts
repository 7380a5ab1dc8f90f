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
  // Photo questions (the same statuses as the story photos' own).
  PHOTO_TOO_LARGE: 413,
  PHOTO_UNSUPPORTED: 415,
  PHOTO_NOT_FOUND: 404,
  UPLOAD_UNREADABLE: 400,
  UPLOADS_BUSY: 429,
  TOO_MANY_WRITES: 429,
};
