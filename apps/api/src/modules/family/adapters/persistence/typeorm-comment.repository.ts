import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { CommentRepository, CommentWindow } from '../../application/ports/comment.repository';
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
