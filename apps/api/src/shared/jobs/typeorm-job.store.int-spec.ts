import { jobQueueContract, migratedDataSource } from '@storyvault/api-testing';
import { TypeormJobStore } from './typeorm-job.store';

const db = migratedDataSource();

jobQueueContract('PostgreSQL', async () => {
  await db.ds.query('TRUNCATE jobs');
  return { store: new TypeormJobStore(db.ds) };
});
