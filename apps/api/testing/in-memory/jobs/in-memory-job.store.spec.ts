import { jobQueueContract } from '@storyvault/api-testing';
import { InMemoryJobStore } from './in-memory-job.store';

jobQueueContract('in-memory', async () => ({ store: new InMemoryJobStore() }));
