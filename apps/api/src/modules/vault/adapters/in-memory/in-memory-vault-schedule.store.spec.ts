import { vaultScheduleStoreContract } from '@storyvault/api-testing';
import { InMemoryVaultScheduleStore } from './in-memory-vault-schedule.store';
import { InMemoryActivityLog } from './in-memory-activity-log';
import { InMemoryVaultRepository } from './in-memory-vault.repository';

vaultScheduleStoreContract('in-memory', async () => {
  const vaults = new InMemoryVaultRepository();
  const activities = new InMemoryActivityLog();
  return {
    store: new InMemoryVaultScheduleStore(vaults, activities),
    vaults,
    activities,
    ownerId: 'owner-1',
    questionIds: ['q-1', 'q-2'],
  };
});
