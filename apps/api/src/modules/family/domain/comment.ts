import { FAMILY_LIMITS } from '@storyvault/contracts';
import { isUuid } from '../../../shared/ids';
import { CommentText, InvalidCommentError } from './family.errors';

/** A family member's (or the owner's) words on a story. */
export interface Comment {
  id: string;
  vaultId: string;
  storyId: string;
  authorId: string;
  text: string;
  /**
   * When the database took it: the same clock as a delivery's creation time, which bounds the
   * comments a question email quotes.
   */
  createdAt: Date;
}

export type NewComment = Omit<Comment, 'id' | 'createdAt'>;

/** Plain text as written: line endings unified, trimmed, 1 to 2,000 characters (not UTF-16 units). */
export function commentText(raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) throw new InvalidCommentError(CommentText.empty);
  if ([...text].length > FAMILY_LIMITS.commentMaxLength) throw new InvalidCommentError(CommentText.tooLong);
  return text;
}

/** Whether this person wrote the comment (its author may delete it: `comment.delete` in the permission table). */
export function isAuthor(comment: Pick<Comment, 'authorId'>, actorId: string): boolean {
  return comment.authorId === actorId;
}

/** `?limit=&before=` of a comment list: 1 to 100 (50 when absent), and a comment id. */
export function parseCommentPage(limit: unknown, before: unknown): { limit: number; before: string | null } {
  let size: number = FAMILY_LIMITS.commentsPageSize;
  if (limit !== undefined) {
    if (
      typeof limit !== 'string' ||
      !/^\d{1,3}$/.test(limit) ||
      Number(limit) < 1 ||
      Number(limit) > FAMILY_LIMITS.commentsPageMax
    )
      throw new InvalidCommentError(CommentText.pageLimit);
    size = Number(limit);
  }
  if (before !== undefined && (typeof before !== 'string' || !isUuid(before)))
    throw new InvalidCommentError(CommentText.pageBefore);
  return { limit: size, before: before === undefined ? null : before.toLowerCase() };
}
