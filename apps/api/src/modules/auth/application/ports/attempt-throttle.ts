/**
 * Port: counts attempts per key in fixed windows. Kept in the database so every api instance
 * sees the same counts and a restart forgets nothing.
 */
export abstract class AttemptThrottle {
  /** Attempts recorded for `key` in the window that is open at `now`. */
  abstract attempts(key: string, now: Date, windowMs: number): Promise<number>;
  /** Records one attempt and returns the count in the open window, this one included. */
  abstract record(key: string, now: Date, windowMs: number): Promise<number>;
  /** Takes one recorded attempt back (an attempt that turned out to be no failure), if the window is still open. */
  abstract refund(key: string, now: Date, windowMs: number): Promise<void>;
  abstract clear(key: string): Promise<void>;
  /** Forgets windows that started before `cutoff`; returns how many. */
  abstract purgeOlderThan(cutoff: Date): Promise<number>;
}
