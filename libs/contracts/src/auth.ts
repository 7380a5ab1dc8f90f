/** The signed-in user as every client sees it (docs/product.md §3 "Current user"). */
export interface UserView {
  name: string;
  email: string;
  hasFullAccess: boolean;
}

export interface AuthResponse {
  user: UserView;
  /** True when this sign-in undid the account's scheduled deletion (the page says so plainly). */
  deletionUndone?: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface PasswordResetRequest {
  email: string;
}

export interface PasswordResetConfirmRequest {
  token: string;
  newPassword: string;
}

export interface MessageResponse {
  message: string;
}

/** Answer of POST /api/auth/password-reset/request, whether or not the email exists. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If this email exists, a password reset link has been sent.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been updated.';

/** POST /api/account/email: a confirmation link goes to the new address; nothing changes until it is opened. */
export interface ChangeEmailRequest {
  newEmail: string;
  password: string;
}

export interface ConfirmEmailChangeRequest {
  token: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface DeleteAccountRequest {
  password: string;
}

/** Answer of POST /api/account/delete: when the account and everything it owns goes, unless they sign in before. */
export interface AccountDeletionResponse {
  deleteAfter: string;
  message: string;
}

export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  'We sent a link to your new address. Your email changes when you open it (within 24 hours).';
export const EMAIL_CHANGE_DONE_MESSAGE = 'Your email has been changed. Sign in with your new address from now on.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Your other devices are signed out.';
export const DELETION_UNDONE_MESSAGE = 'Your account will not be deleted.';
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
