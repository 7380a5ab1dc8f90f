import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When questions arrive (docs/decisions/0050-questions-in-the-seniors-morning.md): the
 * weekday (0 = Sunday) and the senior's IANA time zone. A vault made before keeps UTC and the
 * weekday of its next question (of its setup when none is planned), and its next question keeps
 * its time; the sends after it come at 9:00 UTC on that weekday until the owner chooses.
 */
export class ChooseSendingTime1765700300000 implements MigrationInterface {
  name = 'ChooseSendingTime1765700300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults
      ADD COLUMN send_weekday smallint,
      ADD COLUMN time_zone varchar(64) NOT NULL DEFAULT 'UTC'`);
    await q.query(`UPDATE vaults SET send_weekday =
      EXTRACT(DOW FROM COALESCE(next_send_at, setup_completed_at + interval '3 days', created_at) AT TIME ZONE 'UTC')`);
    // The app always writes both; the defaults serve rows written by hand (operators' SQL, fixtures).
    await q.query(`ALTER TABLE vaults
      ALTER COLUMN send_weekday SET NOT NULL,
      ALTER COLUMN send_weekday SET DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults DROP COLUMN time_zone, DROP COLUMN send_weekday`);
  }
}
