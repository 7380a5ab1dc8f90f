import { missingPasswordItems } from '@storyvault/contracts';
import { WeakPasswordError } from './auth.errors';

/** Passwords longer than this are refused before hashing, so nobody can make us hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

/** The registration rules of docs/product.md §5: length, upper, lower, number, special character. */
export function assertStrongPassword(password: string): void {
  const missing = missingPasswordItems(password);
  if (missing.length) throw WeakPasswordError.missing(missing);
  assertNotTooLong(password);
}

/** The reset page states only the length rule (docs/product.md §5 "Reset page"), so that is what a reset enforces. */
export function assertResetPassword(password: string): void {
  assertMinimumPassword(password, 'Password must be at least 8 characters long');
}

/** At least 8 characters, in the words of the page that asked. */
export function assertMinimumPassword(password: string, message: string): void {
  if ([...password].length < 8) throw new WeakPasswordError(message, ['at least 8 characters']);
  assertNotTooLong(password);
}

function assertNotTooLong(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new WeakPasswordError(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long`, [
      `at most ${PASSWORD_MAX_LENGTH} characters`,
    ]);
  }
}
