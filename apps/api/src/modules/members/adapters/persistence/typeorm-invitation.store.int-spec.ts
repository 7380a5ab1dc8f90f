import { invitationStoreContract, newVaultOf, vaultTables } from '@storyvault/api-testing';
import { domainEvent } from '../../../../shared/events/domain-event';
import { EventHandlers } from '../../../../shared/events/event-handlers';
import { TypeormEventOutbox } from '../../../../shared/events/typeorm-event-outbox';
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
    store: new TypeormInvitationStore(tables.ds, new TypeormEventOutbox(tables.ds, new EventHandlers())),
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
  it("stores the removal's events with it, and none when there was nothing to remove", async () => {
    const ownerId = await tables.freshOwner();
    const vault = await tables.vaults().create(newVaultOf(ownerId));
    const outbox = new TypeormEventOutbox(tables.ds, new EventHandlers());
    const store = new TypeormInvitationStore(tables.ds, outbox);
    const invited = await store.create(
      {
        vaultId: vault.id,
        role: 'viewer',
        invitedBy: ownerId,
        createdAt: new Date(),
        name: 'Gus',
        email: 'gus@example.com',
        tokenHash: 'g'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
      30,
    );
    if (invited === 'limit') throw new Error('no room');
    const gus = await user('Gus');
    await store.join('g'.repeat(64), gus, new Date());
    const removed = domainEvent('FamilyMemberRemoved', { vaultId: vault.id, userId: gus, at: '' }, new Date());
    expect(await store.remove(invited.id, [removed])).toBe(true);
    expect(await outbox.find(removed.id)).toMatchObject({ type: 'FamilyMemberRemoved', payload: { userId: gus } });
    const again = domainEvent('FamilyMemberRemoved', { vaultId: vault.id, userId: gus, at: '' }, new Date());
    expect(await store.remove(invited.id, [again])).toBe(false);
    expect(await outbox.find(again.id)).toBeNull();
  });

  it('goes with its vault, and with the account that joined by it', async () => {
    const ownerId = await tables.freshOwner();
    const vault = await tables.vaults().create(newVaultOf(ownerId));
    const store = new TypeormInvitationStore(tables.ds, new TypeormEventOutbox(tables.ds, new EventHandlers()));
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
