import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each mailbox was last polled to the end, new mail or not; `updated_at` stays the time its
 * cursor last moved (new mail last read), and is empty for a mailbox polled before any mail came.
 */
export class RecordImapPolls1764468000000 implements MigrationInterface {
  name = 'RecordImapPolls1764468000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE imap_cursors ADD COLUMN last_polled_at timestamptz`);
    await q.query(`ALTER TABLE imap_cursors ALTER COLUMN updated_at DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE imap_cursors SET updated_at = coalesce(last_polled_at, now()) WHERE updated_at IS NULL`);
    await q.query(`ALTER TABLE imap_cursors ALTER COLUMN updated_at SET NOT NULL`);
    await q.query(`ALTER TABLE imap_cursors DROP COLUMN last_polled_at`);
  }
}
