/**
 * Every code an /api error body carries, stable and machine-readable: the api's domain errors,
 * its HTTP status tables and the clients that act on a code all take it from here.
 */
export const ErrorCode = {
  // Accounts, sign-in and password reset
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  INVALID_USER: 'INVALID_USER',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  SAME_EMAIL: 'SAME_EMAIL',
  INVALID_EMAIL_CHANGE_LINK: 'INVALID_EMAIL_CHANGE_LINK',
  // Sign-up funnel and payment
  ACCOUNT_EXISTS: 'ACCOUNT_EXISTS',
  INVALID_LEAD: 'INVALID_LEAD',
  LEAD_NOT_FOUND: 'LEAD_NOT_FOUND',
  PAYMENT_NOT_CONFIGURED: 'PAYMENT_NOT_CONFIGURED',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  PAYMENT_NOT_VERIFIED: 'PAYMENT_NOT_VERIFIED',
  PAYMENT_ALREADY_USED: 'PAYMENT_ALREADY_USED',
  LEAD_ALREADY_PAID: 'LEAD_ALREADY_PAID',
  INVALID_WEBHOOK: 'INVALID_WEBHOOK',
  CHECKOUT_NOT_FOUND: 'CHECKOUT_NOT_FOUND',
  // Gifts
  INVALID_GIFT: 'INVALID_GIFT',
  GIFT_NOT_FOUND: 'GIFT_NOT_FOUND',
  // Questions and vaults
  INVALID_QUESTION: 'INVALID_QUESTION',
  QUESTION_NOT_FOUND: 'QUESTION_NOT_FOUND',
  VAULT_NOT_FOUND: 'VAULT_NOT_FOUND',
  VAULT_FORBIDDEN: 'VAULT_FORBIDDEN',
  STORY_DELETED: 'STORY_DELETED',
  STORY_TAGS_INVALID: 'STORY_TAGS_INVALID',
  STORY_TITLE_INVALID: 'STORY_TITLE_INVALID',
  STORY_PERIOD_INVALID: 'STORY_PERIOD_INVALID',
  REVISION_NOT_FOUND: 'REVISION_NOT_FOUND',
  STORY_EDIT_CONFLICT: 'STORY_EDIT_CONFLICT',
  SUBSCRIPTION_ENDED: 'SUBSCRIPTION_ENDED',
  NO_SUBSCRIPTION: 'NO_SUBSCRIPTION',
  ALREADY_CANCELLING: 'ALREADY_CANCELLING',
  NOT_CANCELLING: 'NOT_CANCELLING',
  SAME_PLAN: 'SAME_PLAN',
  REFUND_WINDOW_CLOSED: 'REFUND_WINDOW_CLOSED',
  ALREADY_SUBSCRIBED: 'ALREADY_SUBSCRIBED',
  INVALID_VAULT: 'INVALID_VAULT',
  VAULT_LIMIT: 'VAULT_LIMIT',
  STORYTELLER_LIMIT: 'STORYTELLER_LIMIT',
  QUESTION_ALREADY_IN_VAULT: 'QUESTION_ALREADY_IN_VAULT',
  QUESTION_NOT_IN_VAULT: 'QUESTION_NOT_IN_VAULT',
  INVALID_REORDER: 'INVALID_REORDER',
  // The family circle: members, invitations, comments, suggestions
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  MEMBER_LIMIT: 'MEMBER_LIMIT',
  INVITATION_NOT_FOUND: 'INVITATION_NOT_FOUND',
  INVITATION_GONE: 'INVITATION_GONE',
  INVITATION_OTHER_ACCOUNT: 'INVITATION_OTHER_ACCOUNT',
  INVALID_MEMBER: 'INVALID_MEMBER',
  COMMENT_NOT_FOUND: 'COMMENT_NOT_FOUND',
  INVALID_COMMENT: 'INVALID_COMMENT',
  SUGGESTION_NOT_FOUND: 'SUGGESTION_NOT_FOUND',
  STORY_NOT_FOUND: 'STORY_NOT_FOUND',
  INVALID_UNSUBSCRIBE_LINK: 'INVALID_UNSUBSCRIBE_LINK',
  // Sending questions
  VAULT_BUSY: 'VAULT_BUSY',
  QUEUE_EMPTY: 'QUEUE_EMPTY',
  NO_QUESTION_SENT: 'NO_QUESTION_SENT',
  QUESTION_ALREADY_ANSWERED: 'QUESTION_ALREADY_ANSWERED',
  TOKEN_UNAVAILABLE: 'TOKEN_UNAVAILABLE',
  // Answer links, stories and their media
  INVALID_LINK: 'INVALID_LINK',
  LINK_EXPIRED: 'LINK_EXPIRED',
  ANSWER_LIMIT_REACHED: 'ANSWER_LIMIT_REACHED',
  UPLOADS_BUSY: 'UPLOADS_BUSY',
  STORY_EMPTY: 'STORY_EMPTY',
  STORY_TOO_LONG: 'STORY_TOO_LONG',
  RECORDING_MISSING: 'RECORDING_MISSING',
  RECORDING_UNREADABLE: 'RECORDING_UNREADABLE',
  RECORDING_TOO_LARGE: 'RECORDING_TOO_LARGE',
  UPLOAD_UNREADABLE: 'UPLOAD_UNREADABLE',
  RECORDING_NOT_FOUND: 'RECORDING_NOT_FOUND',
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  PHOTO_NOT_FOUND: 'PHOTO_NOT_FOUND',
  PHOTO_TOO_LARGE: 'PHOTO_TOO_LARGE',
  PHOTO_UNSUPPORTED: 'PHOTO_UNSUPPORTED',
  PHOTO_NOT_REMOVABLE: 'PHOTO_NOT_REMOVABLE',
  INVALID_PAGE: 'INVALID_PAGE',
  INVALID_SEARCH: 'INVALID_SEARCH',
  // Keepsakes: the book, the archive and the book's listen links
  LISTEN_LINK_NOT_FOUND: 'LISTEN_LINK_NOT_FOUND',
  INVALID_EXPORT: 'INVALID_EXPORT',
  EXPORT_NOT_FOUND: 'EXPORT_NOT_FOUND',
  EXPORTS_BUSY: 'EXPORTS_BUSY',
  EXPORTS_LIMIT: 'EXPORTS_LIMIT',
  EXPORT_NOT_READY: 'EXPORT_NOT_READY',
  // Replies by email, as operators handle them
  INBOUND_NOT_FOUND: 'INBOUND_NOT_FOUND',
  CANNOT_ASSIGN: 'CANNOT_ASSIGN',
  // The senior's one-click choice about an unclear reply
  CHOICE_ALREADY_MADE: 'CHOICE_ALREADY_MADE',
  INVALID_CHOICE: 'INVALID_CHOICE',
  // Refused before any use case runs: guards, validation, the origin check, body parsing, and
  // any other HTTP error by its status
  NOT_SIGNED_IN: 'NOT_SIGNED_IN',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** A person wrote many comments, suggestions or photos in a vault lately (429, Retry-After). */
  TOO_MANY_WRITES: 'TOO_MANY_WRITES',
  /** A story holds as many comments, or family photos, as it may (409). */
  COMMENT_LIMIT_REACHED: 'COMMENT_LIMIT_REACHED',
  STORY_PHOTO_LIMIT_REACHED: 'STORY_PHOTO_LIMIT_REACHED',
  ERROR: 'ERROR',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The JSON body of every non-success answer from /api. */
export interface ApiErrorBody {
  statusCode: number;
  /** Stable machine-readable code, e.g. INVALID_CREDENTIALS, ACCOUNT_EXISTS. */
  code: ErrorCode;
  /** Human text, shown to the user as it is. */
  message: string;
  /** Field-level details where there are several problems. */
  details?: string[];
}

/** Error texts of docs/product.md §8 that the server sends. */
export const ErrorText = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in.',
  notSignedIn: 'Please sign in to continue.',
  invalidResetToken: 'Invalid or expired password reset token',
  wrongPassword: 'That is not your current password.',
  sameEmail: 'This is already the email of your account.',
  invalidEmailChangeLink: 'This link has expired or was already used. Ask for a new one on your account page.',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  forbiddenOrigin: 'This request did not come from StoryVault and was refused.',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
} as const;
