import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who paused a vault's questions (docs/decisions/0090-who-paused-the-questions.md): the senior by
 * a reply word, or the owner. A pause from before this column was the senior's: only she could.
 */
export class RecordWhoPausedQuestions1795800001000 implements MigrationInterface {
  name = 'RecordWhoPausedQuestions1795800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults
      ADD COLUMN paused_by varchar(8) CONSTRAINT vaults_paused_by_check CHECK (paused_by IN ('senior', 'owner'))`);
    await q.query(`UPDATE vaults SET paused_by = 'senior' WHERE pause_kind IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults DROP COLUMN paused_by`);
  }
}
