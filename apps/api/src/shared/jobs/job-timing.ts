import { JobProgress } from './job-queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wait before the next try after `attempts` failed ones: base, 2×base, 4×base … at most a day. */
export function backoffMs(backoffSeconds: number, attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(backoffSeconds * 1000 * 2 ** doublings, DAY_MS);
}

/**
 * The occurrence of an `intervalSeconds` schedule at or after `now`. Occurrences are multiples of
 * the interval since 1970 UTC, so every worker, whenever it started, names the same ones.
 */
export function nextOccurrence(intervalSeconds: number, now: Date): Date {
  const interval = intervalSeconds * 1000;
  return new Date(Math.ceil(now.getTime() / interval) * interval);
}

/** The key of one occurrence of a recurring job: the dedupe key that lets only one worker add it. */
export function occurrenceKey(at: Date): string {
  return `every:${at.toISOString()}`;
}

export function toProgress(given: number | { done: number; total: number }): JobProgress {
  if (typeof given === 'number') {
    if (!Number.isFinite(given)) throw new RangeError('Progress must be a number from 0 to 100.');
    return { percent: clampPercent(given) };
  }
  const { done, total } = given;
  if (!Number.isFinite(done) || !Number.isFinite(total) || done < 0 || total < 0)
    throw new RangeError('Progress must count done and total as numbers of 0 or more.');
  return { percent: total === 0 ? 100 : clampPercent((done / total) * 100), done, total };
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.floor(value)));
}

/** What a failure leaves in lastError: the message, at most 2000 characters, without U+0000 (PostgreSQL text refuses it). */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.split('\u0000').join('').slice(0, 2000);
}
