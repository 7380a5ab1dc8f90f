import type { MessageKey } from '@storyvault/contracts';

/** What the senior's reply word did (or found nothing to do), told back to her. */
export type ConfirmedCommand =
  | { kind: 'pause'; until: Date }
  | { kind: 'stop' }
  | { kind: 'resume' }
  /** RESUME when nothing was paused: the questions keep coming. */
  | { kind: 'not_paused' }
  /** SKIP of a question she already answered or skipped: nothing changed. */
  | { kind: 'nothing_to_skip' }
  /** SKIP done, but no other question could go now (paused, or none left): it is put aside. */
  | { kind: 'set_aside' };

/**
 * The messages of each confirmation (the catalogue's `senior.confirmation.*`): its subject, then
 * its lines; warm, plain, a few lines, and the reply word that undoes it in her language too.
 */
export const CONFIRMATION_MESSAGES: Record<ConfirmedCommand['kind'], readonly [MessageKey, ...MessageKey[]]> = {
  pause: ['senior.confirmation.pause.subject', 'senior.confirmation.pause.done', 'senior.confirmation.pause.undo'],
  stop: ['senior.confirmation.stop.subject', 'senior.confirmation.stop.done', 'senior.confirmation.stop.undo'],
  resume: ['senior.confirmation.resume.subject', 'senior.confirmation.resume.done'],
  not_paused: ['senior.confirmation.notPaused.subject', 'senior.confirmation.notPaused.done'],
  set_aside: ['senior.confirmation.setAside.subject', 'senior.confirmation.setAside.done'],
  nothing_to_skip: ['senior.confirmation.nothingToSkip.subject', 'senior.confirmation.nothingToSkip.done'],
};
