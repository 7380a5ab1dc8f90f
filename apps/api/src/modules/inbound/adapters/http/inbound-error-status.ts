import type { ErrorCode } from '@storyvault/contracts';

export const INBOUND_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INBOUND_NOT_FOUND: 404,
  CANNOT_ASSIGN: 409,
  INVALID_LINK: 404,
  CHOICE_ALREADY_MADE: 409,
  INVALID_CHOICE: 400,
};
