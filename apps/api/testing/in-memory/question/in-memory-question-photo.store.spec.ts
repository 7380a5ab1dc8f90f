import { questionPhotoStoreContract } from '@storyvault/api-testing';
import { randomUUID } from 'node:crypto';
import { InMemoryQuestionPhotoStore } from './in-memory-question-photo.store';

questionPhotoStoreContract('in-memory', async () => ({
  store: new InMemoryQuestionPhotoStore(),
  vaultId: randomUUID(),
  otherVaultId: randomUUID(),
  newQuestion: async () => randomUUID(),
}));
