import type {
  AccountDeletionResponse,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  DeleteAccountRequest,
  MessageResponse,
} from '@storyvault/contracts';
import { apiRequest } from './client';

/** The signed-in user's own account (docs/product.md, "Your account"). */
export const changeEmail = (request: ChangeEmailRequest) =>
  apiRequest<MessageResponse>('POST', '/api/account/email', request);

export const confirmEmailChange = (request: ConfirmEmailChangeRequest) =>
  apiRequest<MessageResponse>('POST', '/api/account/email/confirm', request);

export const changePassword = (request: ChangePasswordRequest) =>
  apiRequest<MessageResponse>('POST', '/api/account/password', request);

export const deleteAccount = (request: DeleteAccountRequest) =>
  apiRequest<AccountDeletionResponse>('POST', '/api/account/delete', request);
