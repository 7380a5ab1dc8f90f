import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What happened in a vault is kept with each activity line (`details`, jsonb), so that every
 * reader's feed is written in their own language when read
 * (docs/decisions/0998-the-feed-keeps-facts-and-speaks-the-readers-language.md). Lines written
 * before keep no details and go on showing the English they were stored with.
 */
export class KeepWhatHappenedInActivities1795851000000 implements MigrationInterface {
  name = 'KeepWhatHappenedInActivities1795851000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activities ADD COLUMN details jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activities DROP COLUMN details`);
  }
}
