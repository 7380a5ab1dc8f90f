import { CATEGORY_LABELS, PREWRITTEN_CATEGORIES } from '@storyvault/contracts';
import type { BookOptions } from './keepsake';

/** What chaptering needs of a story. */
export interface ChapterableStory {
  category: string | null;
  period: string | null;
}

export interface Chapter<S> {
  title: string;
  stories: S[];
}

/** Chapters by category: the stories told to the family's own questions (custom and starter ones). */
export const FAMILY_QUESTIONS = 'Family questions';
/** Chapters by life period: the stories with no period. */
export const OTHER_STORIES = 'Other Stories';

/** "1962" → "1960s", "1960s" → "1960s", anything else → null. */
export function decadeOf(period: string | null): string | null {
  if (!period) return null;
  const year = /^(\d{3})\d(s?)$/.exec(period);
  return year ? `${year[1]}0s` : null;
}

/**
 * The book's chapters: by the question's category, in the library's order (PREWRITTEN_CATEGORIES), or by
 * the decade of the story's period, oldest first. Stories keep their order (oldest first) within a
 * chapter; those that fit no chapter come last: by category, the family's own questions in "Family
 * questions"; by period, the undated ones in "Other Stories". Empty chapters are left out.
 */
export function chaptersOf<S extends ChapterableStory>(
  stories: readonly S[],
  by: BookOptions['chapters'],
): Chapter<S>[] {
  const groups = new Map<string, S[]>();
  const keyOf = (s: S): string | null => (by === 'period' ? decadeOf(s.period) : categoryKey(s.category));
  for (const story of stories) {
    const key = keyOf(story) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), story]);
  }
  const keys = [...groups.keys()].filter((k) => k !== '');
  const order: readonly string[] = PREWRITTEN_CATEGORIES;
  keys.sort(by === 'period' ? (a, b) => a.localeCompare(b) : (a, b) => order.indexOf(a) - order.indexOf(b));
  const chapters: Chapter<S>[] = keys.map((key) => ({
    title: by === 'period' ? `The ${key}` : CATEGORY_LABELS[key as keyof typeof CATEGORY_LABELS],
    stories: groups.get(key) ?? [],
  }));
  const others = groups.get('');
  if (others) chapters.push({ title: by === 'period' ? OTHER_STORIES : FAMILY_QUESTIONS, stories: others });
  return chapters;
}

/** A library category; the owner's own questions (custom), starter and general ones go with the other stories. */
function categoryKey(category: string | null): string | null {
  return category && (PREWRITTEN_CATEGORIES as readonly string[]).includes(category) ? category : null;
}
