import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keepsakes asked for (docs/decisions/0060-export-jobs.md): a book or an archive of a vault, built by
 * the worker into the object store. `builder` names the one try allowed to finish it, so a worker
 * that lost its job can never mark its file done.
 */
export class CreateExports1765800200000 implements MigrationInterface {
  name = 'CreateExports1765800200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE exports (
      id uuid PRIMARY KEY,
      vault_id uuid NOT NULL CONSTRAINT exports_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      requested_by uuid NOT NULL,
      format varchar(3) NOT NULL CONSTRAINT exports_format_check CHECK (format IN ('pdf', 'zip')),
      options jsonb NOT NULL DEFAULT '{}',
      status varchar(8) NOT NULL DEFAULT 'queued'
        CONSTRAINT exports_status_check CHECK (status IN ('queued', 'running', 'done', 'failed', 'expired')),
      progress smallint NOT NULL DEFAULT 0,
      error text,
      builder uuid,
      object_key varchar(300),
      size_bytes bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      expires_at timestamptz
    )`);
    await q.query(`CREATE INDEX exports_vault_created ON exports (vault_id, created_at DESC)`);
    await q.query(`CREATE INDEX exports_to_expire ON exports (expires_at) WHERE status = 'done'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exports`);
  }
}
