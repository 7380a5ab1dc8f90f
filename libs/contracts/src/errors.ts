/** The JSON body of every non-success answer from /api. */
export interface ApiErrorBody {
  statusCode: number;
  /** Stable machine-readable code, e.g. INVALID_CREDENTIALS, ACCOUNT_EXISTS. */
  code: string;
  /** Human text, shown to the user as it is. */
  message: string;
  /** Field-level details where there are several problems. */
  details?: string[];
}

/** Error texts of SPEC.md §8 that the server sends. */
export const ErrorText = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in.',
  notSignedIn: 'Please sign in to continue.',
  invalidResetToken: 'Invalid or expired password reset token',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  forbiddenOrigin: 'This request did not come from StoryVault and was refused.',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
} as const;
