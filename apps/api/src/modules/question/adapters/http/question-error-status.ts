import type { ErrorCode } from '@storyvault/contracts';

export const QUESTION_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_QUESTION: 400,
  QUESTION_NOT_FOUND: 404,
};
