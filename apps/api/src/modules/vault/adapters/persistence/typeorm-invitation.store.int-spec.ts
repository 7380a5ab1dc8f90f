import { invitationStoreContract, newVaultOf, vaultTables } from '@storyvault/api-testing';
import { TypeormInvitationStore } from './typeorm-invitation.store';

const tables = vaultTables();

async function user(name: string): Promise<string> {
  const [{ id }] = await tables.ds.query(
    `INSERT INTO users (name, email, password_hash) VALUES ($1, $2, 'h') RETURNING id`,
    [name, `${name.toLowerCase()}@example.com`],
  );
  return id;
}

invitationStoreContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await tables.freshOwner();
  const vault = await tables.vaults().create(newVaultOf(ownerId));
  return {
    store: new TypeormInvitationStore(tables.ds),
    vaultId: vault.id,
    ownerId,
    userIds: [await user('Emma'), await user('Leo')],
    membersOf: async (vaultId) =>
      tables.ds.query(`SELECT user_id AS "userId", role FROM vault_members WHERE vault_id = $1 ORDER BY created_at`, [
        vaultId,
      ]),
  };
});

describe('vault_invitations in PostgreSQL', () => {
  it('goes with its vault, and with the account that joined by it', async () => {
    const ownerId = await tables.freshOwner();
    const vault = await tables.vaults().create(newVaultOf(ownerId));
    const store = new TypeormInvitationStore(tables.ds);
    const base = { vaultId: vault.id, role: 'viewer' as const, invitedBy: ownerId, createdAt: new Date() };
    const expiresAt = new Date(Date.now() + 86_400_000);
    await store.create({ ...base, name: 'A', email: 'a@example.com', tokenHash: 'a'.repeat(64), expiresAt }, 30);
    await store.create({ ...base, name: 'B', email: 'b@example.com', tokenHash: 'b'.repeat(64), expiresAt }, 30);
    const emma = await user('Emma');
    await store.join('a'.repeat(64), emma, new Date());
    await tables.ds.query('DELETE FROM users WHERE id = $1', [emma]);
    expect((await store.listByVault(vault.id)).map((i) => i.email)).toEqual(['b@example.com']);
    await tables.ds.query('DELETE FROM vaults WHERE id = $1', [vault.id]);
    expect(await tables.ds.query('SELECT count(*)::int AS n FROM vault_invitations')).toEqual([{ n: 0 }]);
  });
});
