import { vaultScheduleStoreContract } from '@storyvault/api-testing';
import { InMemoryActivityLog } from '../vault/in-memory-activity-log';
import { InMemoryVaultRepository } from '../vault/in-memory-vault.repository';
import { InMemoryDeliveryRepository } from './in-memory-delivery.repository';
import { InMemoryVaultScheduleStore } from './in-memory-vault-schedule.store';

vaultScheduleStoreContract('in-memory', async () => {
  const vaults = new InMemoryVaultRepository();
  const activities = new InMemoryActivityLog();
  const deliveries = new InMemoryDeliveryRepository();
  return {
    store: new InMemoryVaultScheduleStore(vaults, activities, deliveries),
    vaults,
    activities,
    deliveries,
    ownerId: 'owner-1',
    questionIds: ['q-1', 'q-2'],
  };
});
