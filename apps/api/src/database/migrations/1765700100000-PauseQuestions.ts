import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The senior's reply words (docs/decisions/0048-pausing-and-skipping-questions.md): a vault's
 * questions may be paused until a date (`pause_kind` 'pause') or until the owner resumes them
 * ('stop', no date), and a question the senior asked to skip is marked so, once.
 */
export class PauseQuestions1765700100000 implements MigrationInterface {
  name = 'PauseQuestions1765700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults
      ADD COLUMN paused_until timestamptz,
      ADD COLUMN pause_kind varchar(8) CONSTRAINT vaults_pause_kind_check CHECK (pause_kind IN ('pause', 'stop'))`);
    await q.query(`ALTER TABLE deliveries ADD COLUMN skipped_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deliveries DROP COLUMN skipped_at`);
    await q.query(`ALTER TABLE vaults DROP COLUMN pause_kind, DROP COLUMN paused_until`);
  }
}
