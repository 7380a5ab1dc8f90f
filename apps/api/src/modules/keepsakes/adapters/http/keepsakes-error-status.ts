import type { ErrorCode } from '@storyvault/contracts';

/** HTTP statuses of the keepsakes module's error codes. */
export const KEEPSAKES_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  LISTEN_LINK_NOT_FOUND: 404,
  RANGE_NOT_SATISFIABLE: 416,
  INVALID_EXPORT: 400,
  EXPORT_NOT_FOUND: 404,
  EXPORTS_BUSY: 429,
  EXPORTS_LIMIT: 429,
  EXPORT_NOT_READY: 409,
};
