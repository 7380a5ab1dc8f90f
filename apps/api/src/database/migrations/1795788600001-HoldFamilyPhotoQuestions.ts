import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A contributor's photo question waits for the owner, as a suggestion does
 * (docs/decisions/0080-contributor-photo-question-waits.md): `waiting` until the owner adds it to the
 * queue (then false) or dismisses it (then the row goes). The owner's own go straight in, as before.
 */
export class HoldFamilyPhotoQuestions1795788600001 implements MigrationInterface {
  name = 'HoldFamilyPhotoQuestions1795788600001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE question_photos ADD COLUMN waiting boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX question_photos_waiting ON question_photos (vault_id, created_at) WHERE waiting`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX question_photos_waiting`);
    await q.query(`ALTER TABLE question_photos DROP COLUMN waiting`);
  }
}
