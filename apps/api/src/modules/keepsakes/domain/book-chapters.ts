import {
  DEFAULT_LANGUAGE,
  Language,
  PREWRITTEN_CATEGORIES,
  PrewrittenCategory,
  translate,
} from '@storyvault/contracts';
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

/** A library category's chapter title: the category's name, as the library shows it. */
const CATEGORY_CHAPTERS = {
  childhood_and_school: 'library.category.childhood_and_school',
  family_and_traditions: 'library.category.family_and_traditions',
  love_and_relationships: 'library.category.love_and_relationships',
  career_and_work: 'library.category.career_and_work',
  challenges_and_triumphs: 'library.category.challenges_and_triumphs',
  joys_and_memories: 'library.category.joys_and_memories',
  wisdom_and_legacy: 'library.category.wisdom_and_legacy',
  whimsical: 'library.category.whimsical',
  cultural_reflection: 'library.category.cultural_reflection',
} as const satisfies Record<PrewrittenCategory, string>;

/** "1960s" as the book says it in `language`: "The 1960s", "Die 1960er Jahre". */
export function decadeTitle(decade: string, language: Language = DEFAULT_LANGUAGE): string {
  return translate(language, 'book.decade', { decade: decade.replace(/s$/, '') });
}

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
  language: Language = DEFAULT_LANGUAGE,
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
    title:
      by === 'period' ? decadeTitle(key, language) : translate(language, CATEGORY_CHAPTERS[key as PrewrittenCategory]),
    stories: groups.get(key) ?? [],
  }));
  const others = groups.get('');
  // By category, the family's own questions (custom and starter ones); by period, the undated stories.
  const othersTitle = by === 'period' ? 'book.chapter.otherStories' : 'book.chapter.familyQuestions';
  if (others) chapters.push({ title: translate(language, othersTitle), stories: others });
  return chapters;
}

/** A library category; the owner's own questions (custom), starter and general ones go with the other stories. */
function categoryKey(category: string | null): string | null {
  return category && (PREWRITTEN_CATEGORIES as readonly string[]).includes(category) ? category : null;
}
