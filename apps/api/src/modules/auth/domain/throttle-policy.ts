/**
 * Fixed-window limits on sign-in and password reset, per email and per client address.
 * Windows are short enough that a real person who mistyped waits minutes, not hours.
 */
export interface ThrottleLimit {
  /** Attempts allowed in one window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const ThrottleLimits = {
  /** Failed sign-ins per email: the sixth in a row is refused. */
  loginPerEmail: { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins per address, across emails (a household or office shares one). */
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  resetRequestPerEmail: { max: 3, windowMs: 60 * MINUTE },
  resetRequestPerIp: { max: 10, windowMs: 60 * MINUTE },
  resetConfirmPerIp: { max: 10, windowMs: 15 * MINUTE },
  resetConfirmPerEmail: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, ThrottleLimit>;

export function throttleKey(action: string, scope: 'email' | 'ip', value: string): string {
  return `${action}:${scope}:${value}`;
}

export function isOverLimit(attempts: number, limit: ThrottleLimit): boolean {
  return attempts >= limit.max;
}
