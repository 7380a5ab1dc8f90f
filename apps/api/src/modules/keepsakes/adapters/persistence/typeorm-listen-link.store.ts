import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { ListenLinkRecord, ListenLinkStore, LiveBook } from '../../application/ports/listen-link.store';

/** Listen links in `listen_links`, in plain SQL. */
@Injectable()
export class TypeormListenLinkStore extends ListenLinkStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async add(link: ListenLinkRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO listen_links (token_hash, vault_id, story_id, export_id, created_at)
       VALUES ($1, $2, $3, $4, clock_timestamp())`,
      [link.tokenHash, link.vaultId, link.storyId, link.exportId],
    );
  }

  async findLive(tokenHash: string): Promise<ListenLinkRecord | null> {
    const rows: ListenLinkRecord[] = await this.db.query(
      `SELECT token_hash AS "tokenHash", vault_id AS "vaultId", story_id AS "storyId", export_id AS "exportId"
       FROM listen_links WHERE token_hash = $1 AND revoked_at IS NULL`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  async revokeExport(vaultId: string, exportId: string): Promise<number | null> {
    if (!isUuid(vaultId) || !isUuid(exportId)) return null;
    const [row]: { links: number; revoked: number }[] = await this.db.query(
      `WITH revoked AS (
         UPDATE listen_links SET revoked_at = clock_timestamp()
         WHERE vault_id = $1 AND export_id = $2 AND revoked_at IS NULL RETURNING id
       )
       SELECT (SELECT count(*) FROM listen_links WHERE vault_id = $1 AND export_id = $2)::int AS links,
              (SELECT count(*) FROM revoked)::int AS revoked`,
      [vaultId, exportId],
    );
    return row.links > 0 ? row.revoked : null;
  }

  async revokeOrderedBy(vaultId: string, userId: string): Promise<number> {
    const [, count] = (await this.db.query(
      `UPDATE listen_links SET revoked_at = clock_timestamp()
       WHERE vault_id = $1 AND revoked_at IS NULL
         AND export_id IN (SELECT id FROM exports WHERE vault_id = $1 AND requested_by = $2)`,
      [vaultId, userId],
    )) as [unknown, number];
    return count;
  }

  async liveBooks(vaultId: string): Promise<LiveBook[]> {
    const rows: Array<LiveBook & { title: string | null }> = await this.db.query(
      `SELECT l.export_id AS "exportId", e.options->>'title' AS title, e.requested_by AS "requestedBy",
              coalesce(e.created_at, min(l.created_at)) AS "createdAt", count(*)::int AS "liveLinks"
       FROM listen_links l LEFT JOIN exports e ON e.id = l.export_id AND e.vault_id = l.vault_id
       WHERE l.vault_id = $1 AND l.revoked_at IS NULL
       GROUP BY l.export_id, e.id
       ORDER BY "createdAt" DESC, l.export_id`,
      [vaultId],
    );
    return rows.map((r) => ({ ...r, title: r.title || null }));
  }

  async discardExport(exportId: string): Promise<void> {
    if (!isUuid(exportId)) return;
    await this.db.query(`DELETE FROM listen_links WHERE export_id = $1`, [exportId]);
  }
}
