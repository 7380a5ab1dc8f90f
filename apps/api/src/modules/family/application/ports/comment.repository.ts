import { RecentWrites, WriteLimit } from '../../../../shared/limits/write-limit';
import { Comment, NewComment } from '../../domain/comment';

/** One page of a story's comments: oldest first, whether earlier ones remain, and how many there are in all. */
export interface CommentPage {
  comments: Comment[];
  hasEarlier: boolean;
  total: number;
}

/** The window of one question email: comments made from `since` (null: ever) up to, not including, `until`. */
export interface CommentWindow {
  vaultId: string;
  since: Date | null;
  until: Date;
}

/** Port: comments on stories. */
export abstract class CommentRepository {
  /** Stamps createdAt with the database's time (deliveries are stamped by the same clock). */
  abstract add(comment: NewComment): Promise<Comment>;
  /** Null for unknown or malformed ids. */
  abstract findById(id: string): Promise<Comment | null>;
  /** False when there was no such comment. */
  abstract remove(id: string): Promise<boolean>;
  /** A story's comments, oldest first (ties: by id). */
  abstract listByStory(storyId: string): Promise<Comment[]>;
  /**
   * The `limit` comments of a story just before the comment `before` (null: the newest), oldest
   * first; a `before` that is no comment of the story gives an empty page.
   */
  abstract pageByStory(storyId: string, limit: number, before: string | null): Promise<CommentPage>;
  abstract countByStory(storyId: string): Promise<number>;
  /** The author's comments in the vault within the limit's window, by the database's clock (it stamps them). */
  abstract recentByAuthor(vaultId: string, authorId: string, limit: WriteLimit): Promise<RecentWrites>;
  /** For each window, at most `perVault` of its vault's comments made in it, newest first; all of them together. */
  abstract newestInWindows(windows: CommentWindow[], perVault: number): Promise<Comment[]>;
}
