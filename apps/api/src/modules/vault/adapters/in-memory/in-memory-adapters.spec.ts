import { activityLogContract, vaultRepositoryContract } from '@storyvault/api-testing';
import { InMemoryActivityLog } from './in-memory-activity-log';
import { InMemoryVaultRepository } from './in-memory-vault.repository';

vaultRepositoryContract('in-memory', async () => ({
  repo: new InMemoryVaultRepository(),
  ownerId: 'owner-1',
  questionIds: ['q-1', 'q-2', 'q-3'],
}));
activityLogContract('in-memory', async () => ({ log: new InMemoryActivityLog(), vaultId: 'vault-1' }));
