import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each module's tables are named in SQL by its own code alone (docs/decisions/0920-each-module-owns-its-tables.md);
 * what another module reads of them, the owner publishes as a view. Each view is a plain
 * projection of one table, which PostgreSQL inlines into the statement that reads it: the plans
 * (the partial indexes `vaults_due` and `vaults_intro_due` included) are those of the table.
 * A later change to a column a view shows is the owner's to carry into its view.
 */
export class PublishViewsForOtherModules1795832000000 implements MigrationInterface {
  name = 'PublishViewsForOtherModules1795832000000';

  async up(q: QueryRunner): Promise<void> {
    // auth's
    await q.query(`CREATE VIEW accounts AS SELECT id, name, email, has_full_access, delete_after FROM users`);
    // stories'
    await q.query(`CREATE VIEW story_index AS SELECT id, vault_id, deleted_at FROM stories`);
    // vault's
    await q.query(`CREATE VIEW vault_owners AS SELECT id, owner_id FROM vaults`);
    await q.query(`CREATE VIEW vault_schedules AS
      SELECT id, owner_id, is_setup_complete, send_intro_email, intro_sent_at, starts_at, pause_kind, paused_until,
        next_send_at
      FROM vaults`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const view of ['vault_schedules', 'vault_owners', 'story_index', 'accounts']) {
      await q.query(`DROP VIEW ${view}`);
    }
  }
}
