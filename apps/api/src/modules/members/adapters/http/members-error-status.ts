import type { ErrorCode } from '@storyvault/contracts';

/** HTTP statuses of the members module's error codes (its refusals reuse VAULT_NOT_FOUND and VAULT_FORBIDDEN). */
export const MEMBERS_ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_MEMBER: 400,
  MEMBER_NOT_FOUND: 404,
  ALREADY_MEMBER: 409,
  MEMBER_LIMIT: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_GONE: 410,
  INVITATION_OTHER_ACCOUNT: 403,
};
