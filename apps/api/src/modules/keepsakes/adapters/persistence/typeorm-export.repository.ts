import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { ExportRepository, NewExport } from '../../application/ports/export.repository';
import { ExportRecord } from '../../domain/export';
import { DEFAULT_BOOK_OPTIONS } from '../../domain/keepsake';

const COLUMNS = `id, vault_id AS "vaultId", requested_by AS "requestedBy", format, options, status, progress, error,
  object_key AS "objectKey", size_bytes AS "sizeBytes", created_at AS "createdAt", finished_at AS "finishedAt",
  expires_at AS "expiresAt"`;

type Row = Omit<ExportRecord, 'sizeBytes'> & { sizeBytes: string | null };

const fromRow = (row: Row): ExportRecord => ({
  ...row,
  options: { ...DEFAULT_BOOK_OPTIONS, ...row.options },
  sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
});

@Injectable()
export class TypeormExportRepository extends ExportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async addWithin(record: NewExport, limit: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM vaults WHERE id = $1 FOR UPDATE`, [record.vaultId]);
      const [{ n }] = await tx.query(
        `SELECT count(*)::int AS n FROM exports WHERE vault_id = $1 AND status IN ('queued', 'running')`,
        [record.vaultId],
      );
      if (n >= limit) return false;
      await tx.query(
        `INSERT INTO exports (id, vault_id, requested_by, format, options, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
        [
          record.id,
          record.vaultId,
          record.requestedBy,
          record.format,
          JSON.stringify(record.options),
          record.createdAt,
        ],
      );
      return true;
    });
  }

  async find(id: string): Promise<ExportRecord | null> {
    if (!isUuid(id)) return null;
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM exports WHERE id = $1`, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async listRecent(vaultId: string, limit: number): Promise<ExportRecord[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM exports WHERE vault_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [vaultId, limit],
    );
    return rows.map(fromRow);
  }

  async start(id: string, builder: string, now: Date): Promise<boolean> {
    const [, count] = await this.db.query(
      `UPDATE exports SET status = 'running', builder = $2, progress = 0, error = NULL, started_at = $3
       WHERE id = $1 AND status IN ('queued', 'running', 'failed')`,
      [id, builder, now],
    );
    return count === 1;
  }

  async progress(id: string, builder: string, percent: number): Promise<void> {
    await this.db.query(
      `UPDATE exports SET progress = $3 WHERE id = $1 AND builder = $2 AND status = 'running' AND progress <> $3`,
      [id, builder, Math.max(0, Math.min(100, Math.floor(percent)))],
    );
  }

  async finish(
    id: string,
    builder: string,
    file: { objectKey: string; sizeBytes: number; expiresAt: Date },
    now: Date,
  ): Promise<boolean> {
    const [, count] = await this.db.query(
      `UPDATE exports SET status = 'done', progress = 100, object_key = $3, size_bytes = $4, expires_at = $5,
         finished_at = $6, error = NULL
       WHERE id = $1 AND builder = $2 AND status = 'running'`,
      [id, builder, file.objectKey, file.sizeBytes, file.expiresAt, now],
    );
    return count === 1;
  }

  async fail(id: string, error: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE exports SET status = 'failed', error = $2, finished_at = $3 WHERE id = $1 AND status IN ('queued', 'running')`,
      [id, error.slice(0, 500), now],
    );
  }

  async dueToExpire(now: Date, limit: number): Promise<ExportRecord[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM exports WHERE status = 'done' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
      [now, limit],
    );
    return rows.map(fromRow);
  }

  async markExpired(id: string): Promise<void> {
    await this.db.query(`UPDATE exports SET status = 'expired', object_key = NULL WHERE id = $1 AND status = 'done'`, [
      id,
    ]);
  }
}
