import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A story's revisions become its versions (docs/decisions/0058-curating-a-story.md): each row is a
 * version as someone made it (who, when), the first one (`version` 0, its id the story's own) the
 * story as it arrived, the newest the story as it stands. Rows kept before held the version each
 * edit replaced, stamped with that edit: they are moved one step (each takes the stamp of the edit
 * that made it), and the story as it stands is added as the newest version.
 */
export class KeepEveryStoryVersion1765800100000 implements MigrationInterface {
  name = 'KeepEveryStoryVersion1765800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE story_revisions ADD COLUMN version integer, ADD COLUMN revised_by_name varchar(200)`);
    await q.query(`CREATE TEMP TABLE replaced_versions AS
      SELECT id, story_id, revised_by, revised_at,
        row_number() OVER w - 1 AS version,
        lag(revised_by) OVER w AS made_by,
        lag(revised_at) OVER w AS made_at,
        row_number() OVER (PARTITION BY story_id ORDER BY revised_at DESC, id DESC) AS from_end
      FROM story_revisions WINDOW w AS (PARTITION BY story_id ORDER BY revised_at, id)`);
    await q.query(`INSERT INTO story_revisions (id, story_id, version, title, period, full_text, tags, revised_by, revised_at)
      SELECT gen_random_uuid(), s.id, r.version + 1, s.title, s.period, s.full_text, s.tags, r.revised_by, r.revised_at
      FROM replaced_versions r JOIN stories s ON s.id = r.story_id WHERE r.from_end = 1`);
    await q.query(`UPDATE story_revisions v SET version = r.version, revised_by = r.made_by, revised_at = r.made_at
      FROM replaced_versions r WHERE v.id = r.id AND r.version > 0`);
    await q.query(`UPDATE story_revisions v SET id = v.story_id, version = 0, revised_by = NULL, revised_at = s.created_at
      FROM replaced_versions r, stories s WHERE v.id = r.id AND r.version = 0 AND s.id = v.story_id`);
    await q.query(`UPDATE story_revisions v SET revised_by_name = u.name FROM users u WHERE u.id = v.revised_by`);
    await q.query(`DROP TABLE replaced_versions`);
    await q.query(`ALTER TABLE story_revisions ALTER COLUMN version SET NOT NULL`);
    await q.query(`DROP INDEX story_revisions_story_idx`);
    await q.query(`CREATE UNIQUE INDEX story_revisions_version_key ON story_revisions (story_id, version)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Back to the versions each edit replaced: the newest goes (it is the story), the others take the stamp of the next.
    await q.query(`CREATE TEMP TABLE versions AS
      SELECT id, story_id, version, lead(revised_by) OVER w AS replaced_by, lead(revised_at) OVER w AS replaced_at
      FROM story_revisions WINDOW w AS (PARTITION BY story_id ORDER BY version)`);
    await q.query(`DELETE FROM story_revisions v USING versions r WHERE v.id = r.id AND r.replaced_at IS NULL`);
    await q.query(`UPDATE story_revisions v SET revised_by = r.replaced_by, revised_at = r.replaced_at,
      id = CASE WHEN r.version = 0 THEN gen_random_uuid() ELSE v.id END
      FROM versions r WHERE v.id = r.id`);
    await q.query(`DROP TABLE versions`);
    await q.query(`DROP INDEX story_revisions_version_key`);
    await q.query(`CREATE INDEX story_revisions_story_idx ON story_revisions (story_id, revised_at)`);
    await q.query(`ALTER TABLE story_revisions DROP COLUMN revised_by_name, DROP COLUMN version`);
  }
}
