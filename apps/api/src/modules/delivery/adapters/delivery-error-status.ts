import type { ErrorCode } from '@storyvault/contracts';

export const DELIVERY_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  VAULT_BUSY: 409,
  QUEUE_EMPTY: 409,
  NO_QUESTION_SENT: 404,
  TOKEN_UNAVAILABLE: 409,
};
