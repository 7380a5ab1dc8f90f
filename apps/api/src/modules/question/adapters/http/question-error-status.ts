export const QUESTION_ERROR_STATUS: Record<string, number> = {
  INVALID_QUESTION: 400,
  QUESTION_NOT_FOUND: 404,
};
