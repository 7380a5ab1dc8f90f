export const INBOUND_ERROR_STATUS: Record<string, number> = {
  INBOUND_NOT_FOUND: 404,
  CANNOT_ASSIGN: 409,
};
