/** The signed-in user as every client sees it (docs/product.md §3 "Current user"). */
export interface UserView {
  name: string;
  email: string;
  hasFullAccess: boolean;
}

export interface AuthResponse {
  user: UserView;
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
