import type { ErrorCode } from '@storyvault/contracts';

/** HTTP statuses of the stories module's error codes (answer pages and recordings). */
export const STORIES_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_LINK: 404,
  LINK_EXPIRED: 410,
  ANSWER_LIMIT_REACHED: 429,
  UPLOADS_BUSY: 429,
  STORY_EMPTY: 400,
  STORY_TOO_LONG: 400,
  RECORDING_MISSING: 400,
  RECORDING_UNREADABLE: 400,
  RECORDING_TOO_LARGE: 413,
  UPLOAD_UNREADABLE: 400,
  RECORDING_NOT_FOUND: 404,
  PHOTO_NOT_FOUND: 404,
  RANGE_NOT_SATISFIABLE: 416,
  STORY_DELETED: 409,
  STORY_TAGS_INVALID: 400,
};
