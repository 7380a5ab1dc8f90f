import type { ErrorCode } from '@storyvault/contracts';

/** HTTP status of each notifications error code; read once by the API exception filter. */
export const NOTIFICATIONS_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_UNSUBSCRIBE_LINK: 404,
};
