import { MigrationInterface, QueryRunner } from 'typeorm';

/** A story can be revised (each revision keeps the version it replaced), deleted and restored. */
export class KeepStoryRevisions1765100100000 implements MigrationInterface {
  name = 'KeepStoryRevisions1765100100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stories ADD COLUMN deleted_at timestamptz`);
    await q.query(`CREATE TABLE story_revisions (
      id uuid PRIMARY KEY,
      story_id uuid NOT NULL CONSTRAINT story_revisions_story_id_fkey REFERENCES stories(id) ON DELETE CASCADE,
      full_text text NOT NULL,
      tags text[] NOT NULL DEFAULT '{}',
      revised_by uuid,
      revised_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX story_revisions_story_idx ON story_revisions (story_id, revised_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE story_revisions`);
    await q.query(`ALTER TABLE stories DROP COLUMN deleted_at`);
  }
}
