import { randomUUID } from 'node:crypto';
import { RecentWrites, WriteLimit } from '../../../src/shared/limits/write-limit';
import {
  CommentPage,
  CommentRepository,
  CommentWindow,
} from '../../../src/modules/family/application/ports/comment.repository';
import { Comment, NewComment } from '../../../src/modules/family/domain/comment';

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

  async pageByStory(storyId: string, limit: number, before: string | null): Promise<CommentPage> {
    const all = await this.listByStory(storyId);
    const end = before === null ? all.length : all.findIndex((c) => c.id === before);
    const upTo = end < 0 ? 0 : end;
    return { comments: all.slice(Math.max(0, upTo - limit), upTo), hasEarlier: upTo > limit, total: all.length };
  }

  async countByStory(storyId: string): Promise<number> {
    return [...this.rows.values()].filter((c) => c.storyId === storyId).length;
  }

  async recentByAuthor(vaultId: string, authorId: string, limit: WriteLimit): Promise<RecentWrites> {
    const now = this.now();
    const times = [...this.rows.values()]
      .filter((c) => c.vaultId === vaultId && c.authorId === authorId)
      .filter((c) => c.createdAt.getTime() > now.getTime() - limit.windowMs)
      .sort(newestFirst)
      .slice(0, limit.max)
      .map((c) => c.createdAt);
    return { times, now };
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
}
