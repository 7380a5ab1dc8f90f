import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who belongs to a vault and as what (docs/decisions/0034-vault-members-and-permissions.md). The
 * vault's owner stays `vaults.owner_id`; their `owner` row mirrors it, one per vault.
 */
export class CreateVaultMembers1765400000000 implements MigrationInterface {
  name = 'CreateVaultMembers1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE vault_members (
      vault_id uuid NOT NULL CONSTRAINT vault_members_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      user_id uuid NOT NULL CONSTRAINT vault_members_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      role varchar(12) NOT NULL
        CONSTRAINT vault_members_role_check CHECK (role IN ('owner', 'contributor', 'viewer')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT vault_members_pkey PRIMARY KEY (vault_id, user_id)
    )`);
    // A user's vaults (the vault list); the primary key serves a vault's member lookups.
    await q.query(`CREATE INDEX vault_members_user_idx ON vault_members (user_id)`);
    await q.query(`CREATE UNIQUE INDEX vault_members_one_owner ON vault_members (vault_id) WHERE role = 'owner'`);
    await q.query(`INSERT INTO vault_members (vault_id, user_id, role, created_at)
      SELECT id, owner_id, 'owner', created_at FROM vaults`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vault_members`);
  }
}
