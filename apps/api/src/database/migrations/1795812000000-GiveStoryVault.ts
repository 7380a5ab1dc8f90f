import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gifts (docs/decisions/0093-gift-starts-on-its-day.md): what the giver wrote and chose, kept
 * until the payment makes the giver's account and the vault; and on a vault, the day its
 * questions start and the giver's message its introduction carries.
 */
export class GiveStoryVault1795812000000 implements MigrationInterface {
  name = 'GiveStoryVault1795812000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE gifts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      lead_id integer NOT NULL,
      checkout_session_id varchar(255) NOT NULL,
      giver_name varchar(100) NOT NULL,
      giver_email varchar(254) NOT NULL,
      senior_name varchar(100) NOT NULL,
      senior_email varchar(254),
      start_date date NOT NULL,
      time_zone varchar(64) NOT NULL,
      message text NOT NULL,
      welcome_code varchar(64) NOT NULL,
      paid_at timestamptz,
      card_sent_at timestamptz,
      giver_id uuid,
      vault_id uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX gifts_welcome_code ON gifts (welcome_code)`);
    await q.query(`CREATE UNIQUE INDEX gifts_checkout_session ON gifts (checkout_session_id)`);
    await q.query(`CREATE INDEX gifts_giver ON gifts (giver_id)`);
    await q.query(`ALTER TABLE vaults ADD COLUMN starts_on date, ADD COLUMN starts_at timestamptz,
      ADD COLUMN intro_note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults DROP COLUMN starts_on, DROP COLUMN starts_at, DROP COLUMN intro_note`);
    await q.query(`DROP TABLE gifts`);
  }
}
