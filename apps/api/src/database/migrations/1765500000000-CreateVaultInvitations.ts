import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The people an owner invites to a vault (docs/decisions/0043-family-members-and-invitations.md):
 * one row per person, which is the member of the API (its id is the memberId). Joining fills
 * user_id and joined_at and writes the vault_members row that access reads.
 */
export class CreateVaultInvitations1765500000000 implements MigrationInterface {
  name = 'CreateVaultInvitations1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE vault_invitations (
      id uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT vault_invitations_pkey PRIMARY KEY,
      vault_id uuid NOT NULL CONSTRAINT vault_invitations_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      name varchar(100) NOT NULL,
      email varchar(254) NOT NULL,
      role varchar(12) NOT NULL CONSTRAINT vault_invitations_role_check CHECK (role IN ('contributor', 'viewer')),
      token_hash char(64) NOT NULL,
      expires_at timestamptz NOT NULL,
      invited_by uuid NULL CONSTRAINT vault_invitations_invited_by_fkey REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      user_id uuid NULL CONSTRAINT vault_invitations_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      joined_at timestamptz NULL,
      CONSTRAINT vault_invitations_vault_email_key UNIQUE (vault_id, email),
      CONSTRAINT vault_invitations_joined_check CHECK ((user_id IS NULL) = (joined_at IS NULL))
    )`);
    // The join page finds an invitation by its token's hash alone.
    await q.query(`CREATE UNIQUE INDEX vault_invitations_token_hash_idx ON vault_invitations (token_hash)`);
    // The vaults a user joined through an invitation (their account's deletion, the member lists).
    await q.query(`CREATE INDEX vault_invitations_user_idx ON vault_invitations (user_id) WHERE user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vault_invitations`);
  }
}
