import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's own account (docs/decisions/0094-changing-the-email.md and docs/decisions/0096-deleting-an-account.md):
 * emailed links that confirm a new address, stored hashed and used once like reset links; and the
 * day an account asked to be deleted goes (null: not scheduled; signing in sets it back to null).
 */
export class ChangeEmailAndDeleteAccounts1795811000000 implements MigrationInterface {
  name = 'ChangeEmailAndDeleteAccounts1795811000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE email_changes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      new_email varchar(254) NOT NULL,
      token_hash char(64) NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX email_changes_token_hash_key ON email_changes (token_hash)`);
    await q.query(`CREATE INDEX email_changes_user ON email_changes (user_id)`);
    await q.query(`ALTER TABLE users ADD COLUMN delete_after timestamptz`);
    await q.query(`CREATE INDEX users_delete_after ON users (delete_after) WHERE delete_after IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN delete_after`);
    await q.query(`DROP TABLE email_changes`);
  }
}
