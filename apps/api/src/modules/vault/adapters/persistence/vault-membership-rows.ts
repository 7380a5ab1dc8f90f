import { MemberRole } from '@storyvault/contracts';
import { EntityManager } from 'typeorm';

/**
 * The family's rows of `vault_members` (never the owner's), written inside the caller's
 * transaction: the members module joins, changes and removes a member together with their
 * invitation, all or nothing (docs/decisions/0910-members-module-and-the-access-policy.md).
 */
export const vaultMembershipRows = {
  /** Holds the vault's row until the transaction ends: one change at a time per vault. */
  async lockVault(tx: EntityManager, vaultId: string): Promise<void> {
    await tx.query('SELECT id FROM vaults WHERE id = $1 FOR UPDATE', [vaultId]);
  },

  /** Adds the member; someone already in the vault keeps their row. */
  async add(tx: EntityManager, member: { vaultId: string; userId: string; role: MemberRole; at: Date }): Promise<void> {
    await tx.query(
      `INSERT INTO vault_members (vault_id, user_id, role, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (vault_id, user_id) DO NOTHING`,
      [member.vaultId, member.userId, member.role, member.at],
    );
  },

  async changeRole(tx: EntityManager, vaultId: string, userId: string, role: MemberRole): Promise<void> {
    await tx.query(`UPDATE vault_members SET role = $3 WHERE vault_id = $1 AND user_id = $2 AND role <> 'owner'`, [
      vaultId,
      userId,
      role,
    ]);
  },

  async remove(tx: EntityManager, vaultId: string, userId: string): Promise<void> {
    await tx.query(`DELETE FROM vault_members WHERE vault_id = $1 AND user_id = $2 AND role <> 'owner'`, [
      vaultId,
      userId,
    ]);
  },
};
