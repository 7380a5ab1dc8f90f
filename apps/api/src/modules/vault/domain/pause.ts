import { addDays, localDate, morningOf } from './schedule';
import type { PausedBy, PauseKind, Vault } from './vault';

export type { PausedBy, PauseKind };

/**
 * A vault's questions may be paused (docs/decisions/0048-pausing-and-skipping-questions.md):
 * `pause` until a date (the senior's PAUSE), or `stop` until the owner resumes them (STOP),
 * with no date. Nothing is sent to the senior while paused: no question, no follow-up.
 */
export type PauseState = Pick<Vault, 'pausedUntil' | 'pauseKind'> & Partial<Pick<Vault, 'pausedBy'>>;

/** Whether the vault's questions are paused at `now`; a pause whose date has come is over. */
export function isPausedAt(vault: PauseState, now: Date): boolean {
  if (vault.pauseKind === 'stop') return true;
  return vault.pauseKind === 'pause' && vault.pausedUntil !== null && vault.pausedUntil > now;
}

/** The pause as the owner's dashboard shows it: nothing once it is over. */
export function currentPause(
  vault: PauseState,
  now: Date,
): { pausedUntil: Date | null; pauseKind: PauseKind; pausedBy: PausedBy } | null {
  return isPausedAt(vault, now)
    ? { pausedUntil: vault.pausedUntil, pauseKind: vault.pauseKind!, pausedBy: vault.pausedBy ?? 'senior' }
    : null;
}

/**
 * Where the schedule stands once a pause ends: the next question goes on the resume date, at
 * 9:00 in the senior's morning (the next morning when that has passed), not a burst of the ones
 * missed; the chosen weekday takes over from the question after. `resumeAt` is `pausedUntil`
 * for a PAUSE (set when it starts), the moment of resuming for RESUME or the owner's resume.
 */
export function nextSendAtOnResume(resumeAt: Date, timeZone: string): Date {
  const day = localDate(resumeAt, timeZone);
  const morning = morningOf(day, timeZone);
  return morning >= resumeAt ? morning : morningOf(addDays(day, 1), timeZone);
}
