import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../../../shared/ids';
import { AddExportOutcome, ExportCaps, ExportRepository, NewExport } from '../../application/ports/export.repository';
import { ExportRecord, ExportStatus } from '../../domain/export';
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

  async add(record: NewExport, caps: ExportCaps): Promise<AddExportOutcome> {
    return this.db.transaction(async (tx) => {
      // One request of a vault at a time, so two never both pass its caps. A lock of this
      // module's own (the vault row is the vault module's); two vaults sharing a hash just wait.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('exports:' || $1, 0))`, [record.vaultId]);
      const [repeat]: Array<{ id: string; status: ExportStatus }> = await tx.query(
        `SELECT id, status FROM exports
         WHERE vault_id = $1 AND requested_by = $2 AND format = $3 AND options = $4::jsonb
           AND status IN ('queued', 'running')
         ORDER BY created_at LIMIT 1`,
        [record.vaultId, record.requestedBy, record.format, JSON.stringify(record.options)],
      );
      if (repeat) return { kind: 'repeat', id: repeat.id, status: repeat.status };
      const [{ active }] = await tx.query(
        `SELECT count(*)::int AS active FROM exports WHERE vault_id = $1 AND status IN ('queued', 'running')`,
        [record.vaultId],
      );
      if (active >= caps.activePerVault) return { kind: 'busy' };
      // The cap-th newest counted request: when it leaves the day, one may ask again.
      const person = await this.capReached(tx, record.vaultId, record.requestedBy, caps.since, caps.perPersonPerDay);
      if (person) return { kind: 'capped', scope: 'person', freesAt: person };
      const vault = await this.capReached(tx, record.vaultId, null, caps.since, caps.perVaultPerDay);
      if (vault) return { kind: 'capped', scope: 'vault', freesAt: vault };
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
      return { kind: 'added', ahead: active };
    });
  }

  /** When the cap is reached: the time the cap-th newest counted request was made; null below the cap. */
  private async capReached(
    tx: EntityManager,
    vaultId: string,
    person: string | null,
    since: Date,
    cap: number,
  ): Promise<Date | null> {
    const rows: Array<{ createdAt: Date }> = await tx.query(
      `SELECT created_at AS "createdAt" FROM exports
       WHERE vault_id = $1 AND ($2::uuid IS NULL OR requested_by = $2) AND created_at > $3 AND status <> 'failed'
       ORDER BY created_at DESC OFFSET $4 - 1 LIMIT 1`,
      [vaultId, person, since, cap],
    );
    return rows[0]?.createdAt ?? null;
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

  async failRequestedBy(vaultId: string, userId: string, error: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE exports SET status = 'failed', error = $3, finished_at = $4
       WHERE vault_id = $1 AND requested_by = $2 AND status IN ('queued', 'running')`,
      [vaultId, userId, error.slice(0, 500), now],
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

  async kept(vaultId: string): Promise<ExportRecord[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${COLUMNS} FROM exports WHERE vault_id = $1 AND status = 'done' AND object_key IS NOT NULL
       ORDER BY finished_at, id`,
      [vaultId],
    );
    return rows.map(fromRow);
  }

  async deleteForVault(vaultId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(`DELETE FROM listen_links WHERE vault_id = $1`, [vaultId]);
      await manager.query(`DELETE FROM exports WHERE vault_id = $1`, [vaultId]);
    });
  }
}
