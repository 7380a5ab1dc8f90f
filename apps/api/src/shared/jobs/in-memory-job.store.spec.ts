import { jobQueueContract } from '@storyvault/testing';
import { InMemoryJobStore } from './in-memory-job.store';

jobQueueContract('in-memory', async () => ({ store: new InMemoryJobStore() }));
