import { vaultScheduleStoreContract } from '@storyvault/testing';
import { InMemoryVaultScheduleStore } from './in-memory-vault-schedule.store';
import { InMemoryVaultRepository } from './in-memory-vault.repository';

vaultScheduleStoreContract('in-memory', async () => {
  const vaults = new InMemoryVaultRepository();
  return { store: new InMemoryVaultScheduleStore(vaults), vaults, ownerId: 'owner-1', questionIds: ['q-1', 'q-2'] };
});
