import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The printed book's listen links (docs/decisions/0057-listen-links.md): one per voice story of a
 * book, found by the SHA-256 of its token (the token itself is printed, never stored), revoked a
 * book at a time. A purged story or a deleted vault takes its links with it.
 */
export class CreateListenLinks1765800300000 implements MigrationInterface {
  name = 'CreateListenLinks1765800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE listen_links (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash char(64) NOT NULL CONSTRAINT listen_links_token_hash_key UNIQUE,
      vault_id uuid NOT NULL CONSTRAINT listen_links_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      story_id uuid NOT NULL CONSTRAINT listen_links_story_id_fkey REFERENCES stories(id) ON DELETE CASCADE,
      export_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`);
    // Revoking a book's links, and forgetting those of a build tried again.
    await q.query(`CREATE INDEX listen_links_export ON listen_links (export_id)`);
    await q.query(`CREATE INDEX listen_links_story ON listen_links (story_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE listen_links`);
  }
}
