import { MigrationInterface, QueryRunner } from 'typeorm';

const GREETING = String.raw`^\s*(?:my\s+)?(?:dear(?:est)?|hi|hello|hey|hiya)\s+([^\n,:!.;]{1,60})[,:!.;]`;
const SIGN_OFF = String.raw`\n\s*(?:love|lots of love|all my love|hugs|xoxo|cheers|best wishes|regards|kind regards|take care)\s*(?:[,!.][ \t]*\n?|\n)\s*([^\n]{1,40})\s*$`;

/**
 * Tags are words a person would choose (docs/decisions/0112-tags-a-person-would-choose.md): the
 * internal categories (custom, general, starter) leave every story's tags, and so do the names a
 * reply's greeting or signature carried ("Olivia" from "Dear Olivia", "Margaret" from "Love,
 * Margaret"). The versions in story_revisions stay as they were: they are the story's history.
 */
export class KeepTagsAPersonWouldChoose1795816000000 implements MigrationInterface {
  name = 'KeepTagsAPersonWouldChoose1795816000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE stories SET tags = ARRAY(
        SELECT t FROM unnest(tags) WITH ORDINALITY AS u(t, n)
        WHERE t NOT IN ('custom', 'general', 'starter') ORDER BY n)
      WHERE tags && ARRAY['custom', 'general', 'starter']::text[]`);
    await q.query(
      `WITH named AS (
         SELECT id, regexp_split_to_array(lower(trim(coalesce(g[1], '') || ' ' || coalesce(s[1], ''))), '[^[:alpha:]]+') AS names
         FROM (SELECT id, regexp_match(full_text, $1, 'i') AS g, regexp_match(full_text, $2, 'i') AS s FROM stories) AS m
         WHERE g IS NOT NULL OR s IS NOT NULL
       )
       UPDATE stories SET tags = ARRAY(
         SELECT t FROM unnest(stories.tags) WITH ORDINALITY AS u(t, n)
         WHERE NOT (regexp_split_to_array(lower(t), '\\s+') && named.names) ORDER BY n)
       FROM named WHERE named.id = stories.id`,
      [GREETING, SIGN_OFF],
    );
  }

  async down(): Promise<void> {
    // The tags taken away said nothing a person would choose; there is nothing to put back.
  }
}
