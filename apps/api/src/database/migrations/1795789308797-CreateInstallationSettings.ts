import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Facts a server records about the installation for the other processes, by name: the public URL
 * it serves at (`public_url`), so that the links the CLI makes (question emails, a book's QR codes)
 * point where the servers answer, not at the CLI's own default.
 */
export class CreateInstallationSettings1795789308797 implements MigrationInterface {
  name = 'CreateInstallationSettings1795789308797';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE installation_settings (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE installation_settings`);
  }
}
