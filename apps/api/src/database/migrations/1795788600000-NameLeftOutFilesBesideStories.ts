import { MigrationInterface, QueryRunner } from 'typeorm';

/** The closing paragraph an emailed story's text used to end with when its email brought files it could not hold. */
const NOTE = String.raw`(^|\n\n)\[The email also brought [^\n]*\]\s*$`;

/**
 * The files an emailed answer brought that its story cannot hold are named beside the story
 * (`stories.left_out_files`), no longer in its text, which is the senior's words alone and what
 * the book prints (docs/decisions/0071-story-text-is-the-seniors-words.md). A story whose text
 * (or a version of it) still ends with the old "[The email also brought …]" paragraph has it
 * taken out, and its files named from its email's record of them (`inbound_messages.left_out`,
 * those the sender meant). A story whose email is no longer there keeps its text as it is: the
 * paragraph is then the only record of those files.
 */
export class NameLeftOutFilesBesideStories1795788600000 implements MigrationInterface {
  name = 'NameLeftOutFilesBesideStories1795788600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stories ADD COLUMN left_out_files jsonb NOT NULL DEFAULT '[]'`);
    await q.query(
      `CREATE TEMP TABLE moved_notes AS
      SELECT s.id, (
          SELECT jsonb_agg(jsonb_build_object('filename', f->>'filename', 'sizeBytes', (f->>'sizeBytes')::bigint)
                           ORDER BY n)
          FROM jsonb_array_elements(m.left_out) WITH ORDINALITY AS a(f, n)
          WHERE (f->>'meant')::boolean
        ) AS files
      FROM stories s JOIN inbound_messages m ON m.id = s.inbound_message_id
      WHERE s.full_text ~ $1`,
      [NOTE],
    );
    await q.query(`DELETE FROM moved_notes WHERE files IS NULL`);
    await q.query(
      `UPDATE stories s SET left_out_files = m.files, full_text = regexp_replace(s.full_text, $1, '')
       FROM moved_notes m WHERE s.id = m.id`,
      [NOTE],
    );
    await q.query(
      `UPDATE story_revisions r SET full_text = regexp_replace(r.full_text, $1, '')
       FROM moved_notes m WHERE r.story_id = m.id AND r.full_text ~ $1`,
      [NOTE],
    );
    await q.query(`DROP TABLE moved_notes`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Back into the text, as the paragraph it was.
    await q.query(`UPDATE stories SET full_text = concat_ws(E'\\n\\n', NULLIF(btrim(full_text), ''),
        CASE WHEN jsonb_array_length(left_out_files) = 1
          THEN '[The email also brought ' || (left_out_files->0->>'filename') || ', which this story cannot hold. It is kept with the original email.]'
          ELSE '[The email also brought ' || jsonb_array_length(left_out_files) || ' files this story cannot hold: '
            || (SELECT string_agg(f->>'filename', ', ') FROM jsonb_array_elements(left_out_files) AS f)
            || '. They are kept with the original email.]'
        END)
      WHERE jsonb_array_length(left_out_files) > 0`);
    await q.query(`ALTER TABLE stories DROP COLUMN left_out_files`);
  }
}
