import { createTestDatabase, jobQueueContract, TestDatabase } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { TypeormJobStore } from './typeorm-job.store';

let db: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url)).initialize();
});
afterAll(async () => {
  await dataSource.destroy();
  await db.drop();
});

jobQueueContract('PostgreSQL', async () => {
  await dataSource.query('TRUNCATE jobs');
  return { store: new TypeormJobStore(dataSource) };
});
