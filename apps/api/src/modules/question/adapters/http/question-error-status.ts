import type { ErrorCode } from '@storyvault/contracts';

export const QUESTION_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_QUESTION: 400,
  QUESTION_NOT_FOUND: 404,
  // Photo questions' errors (the same statuses as the story photos' own).
  PHOTO_TOO_LARGE: 413,
  PHOTO_UNSUPPORTED: 415,
  PHOTO_NOT_FOUND: 404,
  UPLOAD_UNREADABLE: 400,
  UPLOADS_BUSY: 429,
  TOO_MANY_WRITES: 429,
};
