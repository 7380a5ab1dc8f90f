import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { RecentWrites, WriteLimit } from '../../../../shared/limits/write-limit';
import { CommentPage, CommentRepository, CommentWindow } from '../../application/ports/comment.repository';
import { Comment, NewComment } from '../../domain/comment';

const COLUMNS = `id, vault_id AS "vaultId", story_id AS "storyId", author_id AS "authorId", text, created_at AS "createdAt"`;

/** Comments in `story_comments`, in plain SQL (read with every story opened). */
@Injectable()
export class TypeormCommentRepository extends CommentRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async add(comment: NewComment): Promise<Comment> {
    const [row]: Comment[] = await this.db.query(
      `INSERT INTO story_comments (vault_id, story_id, author_id, text, created_at)
       VALUES ($1, $2, $3, $4, clock_timestamp()) RETURNING ${COLUMNS}`,
      [comment.vaultId, comment.storyId, comment.authorId, comment.text],
    );
    return row;
  }

  async findById(id: string): Promise<Comment | null> {
    if (!isUuid(id)) return null;
    const rows: Comment[] = await this.db.query(`SELECT ${COLUMNS} FROM story_comments WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [, count]: [unknown, number] = await this.db.query(`DELETE FROM story_comments WHERE id = $1`, [id]);
    return count > 0;
  }

  async listByStory(storyId: string): Promise<Comment[]> {
    if (!isUuid(storyId)) return [];
    return this.db.query(`SELECT ${COLUMNS} FROM story_comments WHERE story_id = $1 ORDER BY created_at, id`, [
      storyId,
    ]);
  }

  async pageByStory(storyId: string, limit: number, before: string | null): Promise<CommentPage> {
    if (!isUuid(storyId) || (before !== null && !isUuid(before))) return { comments: [], hasEarlier: false, total: 0 };
    const rows: Comment[] = await this.db.query(
      `SELECT ${COLUMNS} FROM story_comments
       WHERE story_id = $1 AND ($3::uuid IS NULL OR (created_at, id) <
         (SELECT created_at, id FROM story_comments WHERE id = $3 AND story_id = $1))
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      [storyId, limit + 1, before],
    );
    return {
      comments: rows.slice(0, limit).reverse(),
      hasEarlier: rows.length > limit,
      total: await this.countByStory(storyId),
    };
  }

  async countByStory(storyId: string): Promise<number> {
    if (!isUuid(storyId)) return 0;
    const [row]: Array<{ n: number }> = await this.db.query(
      'SELECT count(*)::int AS n FROM story_comments WHERE story_id = $1',
      [storyId],
    );
    return row.n;
  }

  async recentByAuthor(vaultId: string, authorId: string, limit: WriteLimit): Promise<RecentWrites> {
    const rows: Array<{ at: Date; now: Date }> = await this.db.query(
      `SELECT created_at AS at, clock_timestamp() AS now FROM story_comments
       WHERE vault_id = $1 AND author_id = $2 AND created_at > clock_timestamp() - $3 * interval '1 millisecond'
       ORDER BY created_at DESC LIMIT $4`,
      [vaultId, authorId, limit.windowMs, limit.max],
    );
    if (rows.length) return { times: rows.map((r) => r.at), now: rows[0].now };
    const [{ now }]: Array<{ now: Date }> = await this.db.query('SELECT clock_timestamp() AS now');
    return { times: [], now };
  }

  async newestInWindows(windows: CommentWindow[], perVault: number): Promise<Comment[]> {
    const valid = windows.filter((w) => isUuid(w.vaultId));
    if (!valid.length) return [];
    // One round trip for a worker's batch: each window's newest, by the (vault_id, created_at) index.
    return this.db.query(
      `SELECT c.* FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS w(vault_id, since, until)
       CROSS JOIN LATERAL (
         SELECT ${COLUMNS} FROM story_comments
         WHERE vault_id = w.vault_id AND created_at < w.until AND (w.since IS NULL OR created_at >= w.since)
         ORDER BY created_at DESC, id DESC LIMIT $4
       ) c
       ORDER BY c."createdAt" DESC, c.id DESC`,
      [valid.map((w) => w.vaultId), valid.map((w) => w.since), valid.map((w) => w.until), perVault],
    );
  }
}
