import { createHash } from 'node:crypto';

/**
 * Fixed-window limits on sign-in and password reset, per email and per client address.
 * Windows are short enough that a real person who mistyped waits minutes, not hours.
 *
 * Every attempt is counted before it is checked (one atomic increment that returns the new
 * count), so attempts sent at once can never check more passwords than the limit allows.
 */
export interface ThrottleLimit {
  /** Attempts allowed in one window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const ThrottleLimits = {
  /**
   * Sign-ins to one account from one address: the sixth in a row is refused. Per address, so
   * someone guessing from elsewhere slows themselves down and never locks the owner out.
   */
  loginPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins per address, across emails (a household or office shares one). */
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  resetRequestPerEmail: { max: 3, windowMs: 60 * MINUTE },
  resetRequestPerIp: { max: 10, windowMs: 60 * MINUTE },
  resetConfirmPerIp: { max: 10, windowMs: 15 * MINUTE },
  resetConfirmPerEmail: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, ThrottleLimit>;

/** Longer values are keyed by their SHA-256, so every key fits the 400 characters of its column. */
const KEY_VALUE_MAX = 300;

export function throttleKey(action: string, scope: 'email' | 'ip' | 'email-ip' | 'user', value: string): string {
  const keyed = value.length > KEY_VALUE_MAX ? `sha256:${createHash('sha256').update(value).digest('hex')}` : value;
  return `${action}:${scope}:${keyed}`;
}

/** The key of one account tried from one address. */
export function loginPairKey(email: string, ip: string): string {
  return throttleKey('login', 'email-ip', `${email} ${ip}`);
}

/** Whether an attempt whose atomic count (itself included) is `count` goes past the limit. */
export function exceedsLimit(count: number, limit: ThrottleLimit): boolean {
  return count > limit.max;
}
