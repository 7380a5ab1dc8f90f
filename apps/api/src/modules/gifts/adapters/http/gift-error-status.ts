import type { ErrorCode } from '@storyvault/contracts';

export const GIFT_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_GIFT: 400,
  GIFT_NOT_FOUND: 404,
};
