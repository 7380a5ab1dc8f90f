import { objectStoreContract } from '@storyvault/api-testing';
import { InMemoryObjectStore } from './in-memory-object.store';

objectStoreContract('in memory (unit tests only)', async () => ({
  store: new InMemoryObjectStore(),
  keepsContentType: true,
}));
