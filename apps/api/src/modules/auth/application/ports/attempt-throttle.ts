/**
 * Port: counts attempts per key in fixed windows. Kept in the database so every api instance
 * sees the same counts and a restart forgets nothing.
 */
export abstract class AttemptThrottle {
  /** Attempts recorded for `key` in the window that is open at `now`. */
  abstract attempts(key: string, now: Date, windowMs: number): Promise<number>;
  /** Records one attempt and returns the count in the open window, this one included. */
  abstract record(key: string, now: Date, windowMs: number): Promise<number>;
  abstract clear(key: string): Promise<void>;
  /** Forgets windows that started before `cutoff`; returns how many. */
  abstract purgeOlderThan(cutoff: Date): Promise<number>;
}
