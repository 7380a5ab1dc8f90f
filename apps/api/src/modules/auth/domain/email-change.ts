import { EMAIL_CHANGE_TTL_HOURS } from '@storyvault/contracts';
import { hashResetToken, issueResetToken, isWellFormedResetToken } from './reset-token';

/** A link to confirm a new address: made and checked like a reset link, valid for a day. */
export function issueEmailChangeToken(now: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const { token, tokenHash } = issueResetToken(now);
  return { token, tokenHash, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000) };
}

export function emailChangeTokenHash(token: string): string | null {
  return isWellFormedResetToken(token) ? hashResetToken(token) : null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function isPlausibleEmail(email: string, maxLength: number): boolean {
  return !!email && email.length <= maxLength && EMAIL_SHAPE.test(email);
}
