import {
  activityLogContract,
  deliveryRepositoryContract,
  questionRepositoryContract,
  vaultRepositoryContract,
  vaultTables,
} from '@storyvault/api-testing';
import { TypeormDeliveryRepository } from '../../../delivery/adapters/persistence/typeorm-delivery.repository';
import { ActivityOrmEntity } from './activity.orm-entity';
import { TypeormActivityLog } from './typeorm-activity-log';

// The question, vault and delivery adapters meet here only because their tables reference each other.
const tables = vaultTables();
const { freshOwner, questions, vaults } = tables;

questionRepositoryContract('TypeORM on PostgreSQL', async () => ({ repo: questions(), ownerId: await freshOwner() }));

vaultRepositoryContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await freshOwner();
  return { repo: vaults(), ownerId, questionIds: await tables.libraryQuestionIds() };
});

activityLogContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await freshOwner();
  const vault = await vaults().create({
    ownerId,
    seniorName: 'Rose',
    seniorEmail: 'rose@example.com',
    seniorPhone: null,
    deliveryMethod: 'email',
    frequency: 2,
    sendIntroEmail: true,
    isSetupComplete: false,
    setupCompletedAt: null,
    nextSendAt: null,
  });
  return { log: new TypeormActivityLog(tables.ds.getRepository(ActivityOrmEntity)), vaultId: vault.id };
});

deliveryRepositoryContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await freshOwner();
  const vault = await vaults().create({
    ownerId,
    seniorName: 'Rose',
    seniorEmail: 'rose@example.com',
    seniorPhone: null,
    deliveryMethod: 'email',
    frequency: 2,
    sendIntroEmail: true,
    isSetupComplete: false,
    setupCompletedAt: null,
    nextSendAt: null,
  });
  return { repo: new TypeormDeliveryRepository(tables.ds, 'stories.test'), vaultId: vault.id };
});
