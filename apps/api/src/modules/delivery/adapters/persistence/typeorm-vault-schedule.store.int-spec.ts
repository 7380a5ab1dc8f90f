import { vaultScheduleStoreContract, vaultTables } from '@storyvault/api-testing';
import { ActivityOrmEntity } from '../../../vault/adapters/persistence/activity.orm-entity';
import { TypeormActivityLog } from '../../../vault/adapters/persistence/typeorm-activity-log';
import { TypeormDeliveryRepository } from './typeorm-delivery.repository';
import { TypeormVaultScheduleStore } from './typeorm-vault-schedule.store';

// The schedule works on the vault module's tables too (docs/decisions/0036-vault-schedules-belong-to-delivery.md):
// its vaults are made
// by the vault module's adapter, so none has a claim row until it is first due.
const tables = vaultTables();

vaultScheduleStoreContract('TypeORM on PostgreSQL', async () => ({
  store: new TypeormVaultScheduleStore(tables.ds),
  vaults: tables.vaults(),
  activities: new TypeormActivityLog(tables.ds.getRepository(ActivityOrmEntity)),
  deliveries: new TypeormDeliveryRepository(tables.ds, 'test.example'),
  ownerId: await tables.freshOwner(),
  questionIds: await tables.libraryQuestionIds(),
}));
