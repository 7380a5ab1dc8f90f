import { EmptyStoryError, StoryTooLongError } from './answer.errors';
import { InvalidStoryTagsError } from './story.errors';

/** What an owner may make of a story's text and tags. */
export const REVISION_LIMITS = {
  /** Emailed stories may be long; a revision keeps room for them. */
  maxTextLength: 100_000,
  maxTags: 12,
  maxTagLength: 40,
} as const;

/**
 * One revision of a story, keeping the text and tags it replaced (the story holds the current
 * ones), so no version is ever lost. rawText and the recording are never revised.
 */
export interface StoryRevision {
  id: string;
  fullText: string;
  tags: string[];
  /** The user who revised it (null for the system or an operator). */
  revisedBy: string | null;
  revisedAt: Date;
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
