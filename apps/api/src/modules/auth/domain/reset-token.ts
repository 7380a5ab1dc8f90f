import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: far past guessing, and short enough for a link. */
export const RESET_TOKEN_BYTES = 32;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface IssuedResetToken {
  /** Goes into the emailed link only; never stored. */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function issueResetToken(now: Date): IssuedResetToken {
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) };
}

/** Tokens are stored as SHA-256: a leaked table cannot reset anyone's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token worth looking up at all: the right length and alphabet. */
export function isWellFormedResetToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
