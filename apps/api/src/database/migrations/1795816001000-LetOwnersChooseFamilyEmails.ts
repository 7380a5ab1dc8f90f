import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The emails an owner chooses about the family (docs/decisions/0113-emails-to-the-owner-about-the-family.md): someone
 * joined, commented or suggested a question. A row only once the owner chose;
 * without one the defaults hold. Each such email is sent once per event: `owner_emails_sent`.
 */
export class LetOwnersChooseFamilyEmails1795816001000 implements MigrationInterface {
  name = 'LetOwnersChooseFamilyEmails1795816001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE owner_email_choices (
      vault_id uuid NOT NULL REFERENCES vaults(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      joins boolean NOT NULL,
      comments boolean NOT NULL,
      suggestions boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT owner_email_choices_pkey PRIMARY KEY (vault_id, user_id)
    )`);
    await q.query(`CREATE TABLE owner_emails_sent (
      event_id uuid NOT NULL CONSTRAINT owner_emails_sent_pkey PRIMARY KEY,
      vault_id uuid NOT NULL REFERENCES vaults(id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX owner_emails_sent_vault_idx ON owner_emails_sent (vault_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE owner_emails_sent`);
    await q.query(`DROP TABLE owner_email_choices`);
  }
}
