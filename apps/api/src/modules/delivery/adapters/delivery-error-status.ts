export const DELIVERY_ERROR_STATUS: Record<string, number> = {
  VAULT_BUSY: 409,
  QUEUE_EMPTY: 409,
  NO_QUESTION_SENT: 404,
};
