import { FAMILY_LIMITS } from '@storyvault/contracts';
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

/** Its author may delete a comment, and so may the vault's owner (who may delete any). */
export function mayDelete(comment: Pick<Comment, 'authorId'>, actorId: string, isOwner: boolean): boolean {
  return isOwner || comment.authorId === actorId;
}
