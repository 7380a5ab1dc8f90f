import { PausedBy, PauseKind } from '../../domain/pause';

/** Port: pausing and resuming a vault's questions (`vaults.paused_until`, `pause_kind`, `paused_by`). */
export abstract class VaultPauseStore {
  /**
   * Pauses the vault's questions (pause.ts): until `until` (kind 'pause') or until resumed
   * (kind 'stop', `until` null). With `nextSendAt` the schedule continues from then.
   */
  abstract pauseQuestions(
    vaultId: string,
    pause: { kind: PauseKind; until: Date | null; by: PausedBy },
    nextSendAt: Date | null,
  ): Promise<void>;
  /** Ends a pause that holds at `now`, the next question going at `nextSendAt`; false when none held. */
  abstract resumeQuestions(vaultId: string, now: Date, nextSendAt: Date): Promise<boolean>;
}
