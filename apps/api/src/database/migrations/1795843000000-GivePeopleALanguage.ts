import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's own language: the family's emails they get (new stories, digests, the owner's news of
 * the family) and their dashboard. Everyone so far read English. The `accounts` view auth publishes
 * shows it, so a module that reads people with their name and email reads their language in the
 * same statement (docs/decisions/0988-a-persons-language-lives-with-the-account.md).
 */
export class GivePeopleALanguage1795843000000 implements MigrationInterface {
  name = 'GivePeopleALanguage1795843000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en'
         CONSTRAINT users_language_known CHECK (language IN ('en', 'de', 'es', 'fr', 'nl'))`,
    );
    // A new column goes at the end of the view: CREATE OR REPLACE keeps every reader's columns.
    await q.query(
      `CREATE OR REPLACE VIEW accounts AS SELECT id, name, email, has_full_access, delete_after, language FROM users`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW accounts`);
    await q.query(`CREATE VIEW accounts AS SELECT id, name, email, has_full_access, delete_after FROM users`);
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
