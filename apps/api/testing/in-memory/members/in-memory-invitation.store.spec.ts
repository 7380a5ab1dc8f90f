import { randomUUID } from 'node:crypto';
import { invitationStoreContract, newVaultOf } from '@storyvault/api-testing';
import { InMemoryInvitationStore } from './in-memory-invitation.store';
import { InMemoryVaultRepository } from '../vault/in-memory-vault.repository';

invitationStoreContract('in memory', async () => {
  const vaults = new InMemoryVaultRepository();
  const ownerId = randomUUID();
  const vault = await vaults.create(newVaultOf(ownerId));
  return {
    store: new InMemoryInvitationStore(vaults),
    vaultId: vault.id,
    ownerId,
    userIds: [randomUUID(), randomUUID()],
    membersOf: async (vaultId) =>
      [...(vaults.members.get(vaultId) ?? new Map()).entries()].map(([userId, role]) => ({ userId, role })),
  };
});
