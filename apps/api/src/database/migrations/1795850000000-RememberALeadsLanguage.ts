import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language of the browser a lead came from (the funnel's first step, a gift's form): the emails
 * sent before the account exists (the receipt with the link that finishes the account, that link
 * again, a gift's card) are written in it. Every lead so far read English
 * (docs/decisions/0991-account-emails-in-the-readers-language.md).
 */
export class RememberALeadsLanguage1795850000000 implements MigrationInterface {
  name = 'RememberALeadsLanguage1795850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE leads ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en'
         CONSTRAINT leads_language_known CHECK (language IN ('en', 'de', 'es', 'fr', 'nl'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE leads DROP COLUMN language`);
  }
}
