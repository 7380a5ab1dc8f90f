import { activityLogContract, vaultRepositoryContract } from '@storyvault/api-testing';
import { InMemoryActivityLog } from './in-memory-activity-log';
import { InMemoryVaultRepository } from './in-memory-vault.repository';

vaultRepositoryContract('in-memory', async () => {
  const repo = new InMemoryVaultRepository();
  return {
    repo,
    ownerId: 'owner-1',
    questionIds: ['q-1', 'q-2', 'q-3'],
    otherUserId: 'user-2',
    addMember: async (vaultId, userId, role) => repo.addMember(vaultId, userId, role),
  };
});
activityLogContract('in-memory', async () => ({ log: new InMemoryActivityLog(), vaultId: 'vault-1' }));
