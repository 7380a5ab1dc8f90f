import { randomUUID } from 'node:crypto';
import { CommentRepository, CommentWindow } from '../../application/ports/comment.repository';
import { Comment, NewComment } from '../../domain/comment';

const newestFirst = (a: Comment, b: Comment) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export class InMemoryCommentRepository extends CommentRepository {
  private readonly rows = new Map<string, Comment>();

  /** `now` stands for the database's clock (tests may set it). */
  constructor(private readonly now: () => Date = () => new Date()) {
    super();
  }

  async add(comment: NewComment): Promise<Comment> {
    const stored = { ...comment, id: randomUUID(), createdAt: this.now() };
    this.rows.set(stored.id, stored);
    return { ...stored };
  }

  async findById(id: string): Promise<Comment | null> {
    const found = this.rows.get(id);
    return found ? { ...found } : null;
  }

  async remove(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }

  async listByStory(storyId: string): Promise<Comment[]> {
    return [...this.rows.values()]
      .filter((c) => c.storyId === storyId)
      .sort((a, b) => -newestFirst(a, b))
      .map((c) => ({ ...c }));
  }

  async newestInWindows(windows: CommentWindow[], perVault: number): Promise<Comment[]> {
    return windows
      .flatMap((w) =>
        [...this.rows.values()]
          .filter((c) => c.vaultId === w.vaultId && (!w.since || c.createdAt >= w.since) && c.createdAt < w.until)
          .sort(newestFirst)
          .slice(0, perVault),
      )
      .sort(newestFirst)
      .map((c) => ({ ...c }));
  }

  /** Tests: what a deleted story or account takes with it (the tables cascade). */
  removeWhere(match: (c: Comment) => boolean): void {
    for (const c of [...this.rows.values()]) if (match(c)) this.rows.delete(c.id);
  }
}
