import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photo questions (docs/decisions/0049-photo-questions.md): the question's photo, in the vault it
 * was added for. The files (original and copies) are in the object store under media_prefix.
 */
export class CreateQuestionPhotos1765700000000 implements MigrationInterface {
  name = 'CreateQuestionPhotos1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE question_photos (
      question_id uuid PRIMARY KEY CONSTRAINT question_photos_question_id_fkey REFERENCES questions(id) ON DELETE CASCADE,
      vault_id uuid NOT NULL CONSTRAINT question_photos_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      media_prefix varchar(300) NOT NULL,
      width int NOT NULL,
      height int NOT NULL,
      added_by uuid CONSTRAINT question_photos_added_by_fkey REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX question_photos_vault ON question_photos (vault_id)`);
    await q.query(`CREATE INDEX question_photos_added_by ON question_photos (added_by) WHERE added_by IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE question_photos`);
  }
}
