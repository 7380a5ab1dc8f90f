import type { ErrorCode } from '@storyvault/contracts';

/** HTTP statuses of the keepsakes module's error codes. */
export const KEEPSAKES_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  LISTEN_LINK_NOT_FOUND: 404,
  EXPORT_NOT_FOUND: 404,
  RANGE_NOT_SATISFIABLE: 416,
};
