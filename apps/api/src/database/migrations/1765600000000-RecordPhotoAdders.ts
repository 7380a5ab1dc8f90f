import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos the family adds to a story (docs/decisions/0044-photos-added-by-family.md): who added each,
 * by account while it exists and by name always. A file without a name came with the answer.
 */
export class RecordPhotoAdders1765600000000 implements MigrationInterface {
  name = 'RecordPhotoAdders1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE story_attachments
      ADD COLUMN added_by uuid CONSTRAINT story_attachments_added_by_fkey REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN added_by_name varchar(200)`);
    // Deleting an account clears its photos' adder: found by index, not by a scan.
    await q.query(`CREATE INDEX story_attachments_added_by ON story_attachments (added_by) WHERE added_by IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX story_attachments_added_by`);
    await q.query(`ALTER TABLE story_attachments DROP COLUMN added_by_name, DROP COLUMN added_by`);
  }
}
