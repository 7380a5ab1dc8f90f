import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A story sent from an answer page carries the page's own id for it (`send_id`, chosen on the
 * senior's device): a page that sends it again, because the answer to the first send was lost,
 * finds the story kept the first time instead of making a second one. Unique per question sent
 * (the id is the device's choice, so it only counts within the link that sent it); emails keep
 * theirs by Message-ID, so the index holds only the stories sent from a page with an id.
 */
export class KeepAStorySentTwiceOnce1795853000000 implements MigrationInterface {
  name = 'KeepAStorySentTwiceOnce1795853000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stories ADD COLUMN send_id uuid`);
    await q.query(
      `CREATE UNIQUE INDEX stories_send_unique ON stories (delivery_id, send_id) WHERE send_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX stories_send_unique`);
    await q.query(`ALTER TABLE stories DROP COLUMN send_id`);
  }
}
