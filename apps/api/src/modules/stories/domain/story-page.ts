import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/ids';

/** A page of a vault's stories: at most `limit`, newest first, all older than the story `before`. */
export interface StoryPageRequest {
  limit: number;
  /** The id of the last story of the page before (the cursor); none for the first page. */
  before: string | null;
}

export const STORY_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const StoryPageText = {
  limit: `limit must be a whole number from 1 to ${STORY_PAGE.maxLimit}.`,
  before: 'before must be the id of a story in this vault.',
} as const;

/** A limit or before the story list cannot page by. */
export class InvalidStoryPageError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_PAGE, message);
  }
}

/**
 * The query's `limit` and `before`, as sent (strings, or arrays when repeated). Neither: the
 * whole list (null). Either: a page; `before` alone pages by the default limit.
 */
export function parseStoryPage(limit: unknown, before: unknown): StoryPageRequest | null {
  if (limit === undefined && before === undefined) return null;
  let size: number = STORY_PAGE.defaultLimit;
  if (limit !== undefined) {
    if (typeof limit !== 'string' || !/^\d{1,3}$/.test(limit)) throw new InvalidStoryPageError(StoryPageText.limit);
    size = Number(limit);
    if (size < 1 || size > STORY_PAGE.maxLimit) throw new InvalidStoryPageError(StoryPageText.limit);
  }
  if (before !== undefined && (typeof before !== 'string' || !isUuid(before)))
    throw new InvalidStoryPageError(StoryPageText.before);
  return { limit: size, before: before === undefined ? null : before.toLowerCase() };
}
