import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A story's title and "when it happened" (docs/decisions/0058-curating-a-story.md): the title is
 * null until the owner gives one (the question stands for it); the period is a year ("1962") or a
 * decade ("1960s"), or null. Revisions keep the title and period they replaced.
 */
export class TitleStories1765800000000 implements MigrationInterface {
  name = 'TitleStories1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stories
      ADD COLUMN title varchar(200),
      ADD COLUMN period varchar(5) CONSTRAINT stories_period_check CHECK (period ~ '^[0-9]{3}0s$' OR period ~ '^[0-9]{4}$')`);
    await q.query(`ALTER TABLE story_revisions
      ADD COLUMN title varchar(200),
      ADD COLUMN period varchar(5)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE story_revisions DROP COLUMN period, DROP COLUMN title`);
    await q.query(`ALTER TABLE stories DROP COLUMN period, DROP COLUMN title`);
  }
}
