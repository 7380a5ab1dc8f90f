import { currentPause, PauseState } from '@storyvault/api/modules/vault/vault.public';
import { CliError } from './context';

const day = (date: Date) => date.toISOString().slice(0, 10);
const who = (by: 'senior' | 'owner') => (by === 'senior' ? 'the senior' : 'the owner');

/** Where a vault's questions stand: "active", "paused until 2026-12-01 (by the senior)", "stopped by the senior …". */
export function pauseLine(vault: PauseState, now: Date = new Date()): string {
  const pause = currentPause(vault, now);
  if (!pause) return 'active';
  if (pause.pauseKind === 'stop' || !pause.pausedUntil)
    return `stopped by ${who(pause.pausedBy)} (until the owner resumes them)`;
  return `paused until ${day(pause.pausedUntil)} (by ${who(pause.pausedBy)})`;
}

/**
 * Sending to a senior who paused or stopped the questions goes against her word: refused
 * unless the operator says `--force`, with the state named.
 */
export function refuseWhilePaused(
  vault: PauseState & { seniorName: string },
  what: string,
  force: boolean | undefined,
  now: Date = new Date(),
): void {
  if (force || !currentPause(vault, now)) return;
  throw new CliError(
    `${vault.seniorName}'s questions are ${pauseLine(vault, now)}, so ${what} was not sent. To send it anyway, add --force.`,
  );
}
