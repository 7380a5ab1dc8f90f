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

/** What a restore would drop: the title, the year or decade, or the title and one of them. */
export type RestoreLoss = {
  lost: 'title' | 'year' | 'decade' | 'titleAndYear' | 'titleAndDecade';
  /** The title that would go ('' when it stays). */
  title: string;
  /** The year or decade that would go ('' when it stays). */
  period: string;
};

/**
 * What restoring a version would drop of the story as it is now: its title and its year (or decade)
 * when that version had none; null when nothing. Changed ones are not lost but replaced, and the
 * history shows them. One value for one whole message, so each language words the sentence its way.
 */
export function restoreLoss(
  current: Pick<StoryRevisionView, 'title' | 'period'>,
  restored: Pick<StoryRevisionView, 'title' | 'period'>,
): RestoreLoss | null {
  const title = current.title && !restored.title ? current.title : '';
  const period = current.period && !restored.period ? current.period : '';
  const kind = /^\d{4}s$/.test(period) ? 'Decade' : 'Year';
  if (title && period) return { lost: `titleAnd${kind}`, title, period };
  if (title) return { lost: 'title', title, period };
  if (period) return { lost: kind === 'Decade' ? 'decade' : 'year', title, period };
  return null;
}
