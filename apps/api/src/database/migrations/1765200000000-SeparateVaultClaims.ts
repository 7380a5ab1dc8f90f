import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A worker's claim on a vault (its lease and its holder) is the delivery module's state: it moves
 * from `vaults` to delivery's own `vault_claims`, one row a vault, made here for every existing
 * vault and by the workers for a newer one the first time it is due. The schedule's dates stay
 * on `vaults` (docs/decisions/0036-vault-schedules-belong-to-delivery.md).
 */
export class SeparateVaultClaims1765200000000 implements MigrationInterface {
  name = 'SeparateVaultClaims1765200000000';

  async up(q: QueryRunner): Promise<void> {
    // Rewritten on every claim and every send: room on the page keeps those updates in place (HOT).
    await q.query(`CREATE TABLE vault_claims (
      vault_id uuid PRIMARY KEY CONSTRAINT vault_claims_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      claimed_until timestamptz,
      claimed_by uuid
    ) WITH (fillfactor = 70)`);
    await q.query(`INSERT INTO vault_claims (vault_id, claimed_until, claimed_by)
      SELECT id, claimed_until, claimed_by FROM vaults`);
    await q.query(`ALTER TABLE vaults DROP COLUMN claimed_until, DROP COLUMN claimed_by`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults ADD COLUMN claimed_until timestamptz, ADD COLUMN claimed_by uuid`);
    await q.query(`UPDATE vaults v SET claimed_until = c.claimed_until, claimed_by = c.claimed_by
      FROM vault_claims c WHERE c.vault_id = v.id`);
    await q.query(`DROP TABLE vault_claims`);
  }
}
