import {
  activityLogContract,
  createTestDatabase,
  deliveryRepositoryContract,
  questionRepositoryContract,
  TestDatabase,
  vaultRepositoryContract,
  vaultScheduleStoreContract,
} from '@storyvault/api-testing';
import { TypeormDeliveryRepository } from '../../../delivery/adapters/persistence/typeorm-delivery.repository';
import { TypeormVaultScheduleStore } from './typeorm-vault-schedule.store';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../../../database/typeorm-options';
import { QuestionOrmEntity } from '../../../question/adapters/persistence/question.orm-entity';
import { TypeormQuestionRepository } from '../../../question/adapters/persistence/typeorm-question.repository';
import { ActivityOrmEntity } from './activity.orm-entity';
import { TypeormActivityLog } from './typeorm-activity-log';
import { TypeormVaultRepository } from './typeorm-vault.repository';
import { VaultQuestionOrmEntity } from './vault-question.orm-entity';
import { VaultOrmEntity } from './vault.orm-entity';

// The question, vault and delivery adapters meet here only because their tables reference each other.
let db: TestDatabase;
let ds: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  ds = await new DataSource(typeOrmOptions(db.url)).initialize();
});
afterAll(async () => {
  await ds.destroy();
  await db.drop();
});

async function freshOwner(): Promise<string> {
  await ds.query('TRUNCATE users, questions, vaults CASCADE');
  const [{ id }] = await ds.query(
    `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
  );
  return id;
}

const questions = () => new TypeormQuestionRepository(ds.getRepository(QuestionOrmEntity));
const vaults = () =>
  new TypeormVaultRepository(ds.getRepository(VaultOrmEntity), ds.getRepository(VaultQuestionOrmEntity), ds);

questionRepositoryContract('TypeORM on PostgreSQL', async () => ({ repo: questions(), ownerId: await freshOwner() }));

vaultRepositoryContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await freshOwner();
  const repo = questions();
  const questionIds = [];
  for (const key of ['a', 'b', 'c']) {
    await repo.upsertLibraryQuestion({
      key: `whimsical.${key}`,
      text: `${key}?`,
      category: 'whimsical',
      starterRank: null,
    });
  }
  for (const q of await repo.listPrewritten()) questionIds.push(q.id);
  return { repo: vaults(), ownerId, questionIds };
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
  return { log: new TypeormActivityLog(ds.getRepository(ActivityOrmEntity)), vaultId: vault.id };
});

async function libraryQuestionIds(): Promise<string[]> {
  const repo = questions();
  for (const key of ['a', 'b', 'c']) {
    await repo.upsertLibraryQuestion({
      key: `whimsical.${key}`,
      text: `${key}?`,
      category: 'whimsical',
      starterRank: null,
    });
  }
  return (await repo.listPrewritten()).map((q) => q.id);
}

vaultScheduleStoreContract('TypeORM on PostgreSQL', async () => {
  const ownerId = await freshOwner();
  return {
    store: new TypeormVaultScheduleStore(ds),
    vaults: vaults(),
    activities: new TypeormActivityLog(ds.getRepository(ActivityOrmEntity)),
    ownerId,
    questionIds: await libraryQuestionIds(),
  };
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
  return { repo: new TypeormDeliveryRepository(ds, 'stories.test'), vaultId: vault.id };
});
