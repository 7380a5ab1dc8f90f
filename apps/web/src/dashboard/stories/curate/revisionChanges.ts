import { diffWords } from 'diff';
import type { StoryRevisionView } from '@storyvault/contracts';

/** A run of words a version kept, added or took away from the one before it. */
export interface TextChange {
  value: string;
  kind: 'same' | 'added' | 'removed';
}

/** What changed between two texts, word by word (spaces kept with their words), in reading order. */
export function wordChanges(before: string, after: string): TextChange[] {
  return diffWords(before, after).map((part) => ({
    value: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/** A period as a person says it: "the year 1962", "the decade 1960s". */
function periodWords(period: string): string {
  return /^\d{4}s$/.test(period) ? `the decade ${period}` : `the year ${period}`;
}

/**
 * What restoring a version would drop of the story as it is now: its title and its year (or decade)
 * when that version had none. Changed ones are not lost but replaced, and the history shows them.
 */
export function restoreLosses(
  current: Pick<StoryRevisionView, 'title' | 'period'>,
  restored: Pick<StoryRevisionView, 'title' | 'period'>,
): string[] {
  const losses: string[] = [];
  if (current.title && !restored.title) losses.push(`the title “${current.title}”`);
  if (current.period && !restored.period) losses.push(periodWords(current.period));
  return losses;
}

/** "the title “X” and the year 1962": the losses joined as a sentence's object. */
export function joinLosses(losses: string[]): string {
  return losses.length > 1 ? `${losses.slice(0, -1).join(', ')} and ${losses[losses.length - 1]}` : (losses[0] ?? '');
}
