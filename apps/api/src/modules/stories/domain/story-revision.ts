import {
  EmptyStoryError,
  InvalidStoryPeriodError,
  InvalidStoryTagsError,
  InvalidStoryTitleError,
  StoryTooLongError,
} from './story.errors';

/** What an owner may make of a story's text and tags. */
export const REVISION_LIMITS = {
  /** Emailed stories may be long; a revision keeps room for them. */
  maxTextLength: 100_000,
  maxTags: 12,
  maxTagLength: 40,
  maxTitleLength: 200,
  /** The earliest year (and decade) a story can be placed in. */
  firstYear: 1800,
} as const;

/**
 * One version of a story: the story as it arrived (version 0, by the senior: revisedBy null, at
 * the story's createdAt, its id the story's own), then each edit of the owner, the newest being
 * the story as it stands. rawText, the recording and the files are never revised.
 */
export interface StoryRevision {
  id: string;
  version: number;
  title: string | null;
  period: string | null;
  fullText: string;
  tags: string[];
  /** The user who made this version (null for the original, the system or an operator). */
  revisedBy: string | null;
  /** Their name as it was then, for the history. */
  revisedByName: string | null;
  revisedAt: Date;
}

/** What an edit may change. undefined: left as it is. */
export interface StoryEdit {
  title?: string | null;
  fullText?: string;
  tags?: readonly string[];
  period?: string | null;
}

/** A title as revised: single-spaced and trimmed; empty or null gives the question back its place. */
export function revisedTitle(title: string | null): string | null {
  const clean = (title ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length > REVISION_LIMITS.maxTitleLength) throw new InvalidStoryTitleError(REVISION_LIMITS.maxTitleLength);
  return clean;
}

/**
 * "When it happened": a year ("1962") or a decade ("1960s"), from 1800 to the current year (its
 * decade); empty or null clears it.
 */
export function revisedPeriod(period: string | null, now: Date): string | null {
  const clean = (period ?? '').trim();
  if (!clean) return null;
  const thisYear = now.getUTCFullYear();
  const year = /^(\d{4})$/.exec(clean);
  const decade = /^(\d{3}0)s$/.exec(clean);
  const value = Number((year ?? decade)?.[1] ?? NaN);
  const last = decade ? thisYear - (thisYear % 10) : thisYear;
  if (!(value >= REVISION_LIMITS.firstYear && value <= last)) throw new InvalidStoryPeriodError(thisYear);
  return clean;
}

/** The text as revised: trimmed; empty only for a story with a recording, which the text goes with. */
export function revisedText(text: string, hasRecording: boolean): string {
  const trimmed = text.trim();
  if (!trimmed && !hasRecording) throw new EmptyStoryError();
  if (trimmed.length > REVISION_LIMITS.maxTextLength) throw new StoryTooLongError(REVISION_LIMITS.maxTextLength);
  return trimmed;
}

/** The tags as revised: trimmed, single-spaced, each once (regardless of case), in the order given. */
export function revisedTags(tags: readonly string[]): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    const clean = tag.replace(/\s+/g, ' ').trim();
    if (!clean) throw new InvalidStoryTagsError('a tag is empty');
    if (clean.length > REVISION_LIMITS.maxTagLength)
      throw new InvalidStoryTagsError(`a tag is longer than ${REVISION_LIMITS.maxTagLength} characters`);
    if (!kept.some((k) => k.toLowerCase() === clean.toLowerCase())) kept.push(clean);
  }
  if (kept.length > REVISION_LIMITS.maxTags)
    throw new InvalidStoryTagsError(`a story has at most ${REVISION_LIMITS.maxTags} tags`);
  return kept;
}
