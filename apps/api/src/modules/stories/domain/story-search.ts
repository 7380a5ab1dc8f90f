import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

/** How a vault's stories are ordered: as they arrived (newest first), or by when they happened. */
export const STORY_ORDERS = ['arrival', 'period'] as const;
export type StoryOrder = (typeof STORY_ORDERS)[number];

export const STORY_SEARCH = { maxLength: 200, maxWords: 12 } as const;

export const StorySearchText = {
  tooLong: `Search for at most ${STORY_SEARCH.maxLength} characters.`,
  tooManyWords: `Search for at most ${STORY_SEARCH.maxWords} words.`,
  notText: 'q must be the words to search for, given once.',
  sort: `sort must be one of: ${STORY_ORDERS.join(', ')}.`,
} as const;

/** A search or an order the story list cannot use. */
export class InvalidStorySearchError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_SEARCH, message);
  }
}

/**
 * The words of a search (`q`), as the database's query function takes them: letters and digits
 * only, lower case, the last one marked as a prefix (`:*`: the word being typed). None given:
 * null (no search); so does an empty q. Given, but with no letter or digit in it ("?!"): no words (nothing is found).
 */
export function parseStorySearch(q: unknown): string[] | null {
  if (q === undefined) return null;
  if (typeof q !== 'string') throw new InvalidStorySearchError(StorySearchText.notText);
  if (!q.trim()) return null;
  if (q.length > STORY_SEARCH.maxLength) throw new InvalidStorySearchError(StorySearchText.tooLong);
  const words = q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length > STORY_SEARCH.maxWords) throw new InvalidStorySearchError(StorySearchText.tooManyWords);
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word));
}

/** The `sort` asked for; none: arrival (the list's order). */
export function parseStoryOrder(sort: unknown): StoryOrder {
  if (sort === undefined) return 'arrival';
  if (typeof sort !== 'string' || !(STORY_ORDERS as readonly string[]).includes(sort))
    throw new InvalidStorySearchError(StorySearchText.sort);
  return sort as StoryOrder;
}
