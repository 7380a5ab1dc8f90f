import { Comment, NewComment } from '../../domain/comment';

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
  /** For each window, at most `perVault` of its vault's comments made in it, newest first; all of them together. */
  abstract newestInWindows(windows: CommentWindow[], perVault: number): Promise<Comment[]>;
}
