import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exports shared fairly (docs/decisions/0072-keepsakes-in-fair-measure.md): a job's
 * priority (lower is claimed first; a vault's second export waits behind every other vault's
 * first), and an index for counting what a person asked for in a vault over the last day.
 */
export class ShareExportsFairly1795787915461 implements MigrationInterface {
  name = 'ShareExportsFairly1795787915461';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE jobs ADD COLUMN priority integer NOT NULL DEFAULT 0
      CONSTRAINT jobs_priority_check CHECK (priority >= 0)`);
    await q.query(`DROP INDEX jobs_due_idx`);
    await q.query(`CREATE INDEX jobs_due_idx ON jobs (name, priority, run_at) WHERE status = 'queued'`);
    await q.query(`CREATE INDEX exports_vault_person_created ON exports (vault_id, requested_by, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX exports_vault_person_created`);
    await q.query(`DROP INDEX jobs_due_idx`);
    await q.query(`CREATE INDEX jobs_due_idx ON jobs (name, run_at) WHERE status = 'queued'`);
    await q.query(`ALTER TABLE jobs DROP COLUMN priority`);
  }
}
