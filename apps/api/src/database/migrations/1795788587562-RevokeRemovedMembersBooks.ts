import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A removed member's books stop playing (docs/decisions/0073-removed-members-books-stop-playing.md): from now on the
 * removal revokes them; this revokes the live links of books asked for
 * by someone already removed before. Nothing to undo: a revoked link stays revoked.
 */
export class RevokeRemovedMembersBooks1795788587562 implements MigrationInterface {
  name = 'RevokeRemovedMembersBooks1795788587562';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE listen_links l SET revoked_at = now()
      FROM exports e JOIN vaults v ON v.id = e.vault_id
      WHERE e.id = l.export_id AND e.vault_id = l.vault_id AND l.revoked_at IS NULL AND e.requested_by <> v.owner_id
        AND NOT EXISTS (SELECT 1 FROM vault_members m WHERE m.vault_id = e.vault_id AND m.user_id = e.requested_by)`);
  }

  async down(): Promise<void> {}
}
