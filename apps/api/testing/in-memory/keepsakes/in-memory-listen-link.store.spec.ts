import { listenLinkStoreContract } from '@storyvault/api-testing';
import { InMemoryListenLinkStore } from './in-memory-listen-link.store';

listenLinkStoreContract('in memory', async () => ({
  store: new InMemoryListenLinkStore(),
  vaultId: '00000000-0000-4000-8000-000000000001',
  otherVaultId: '00000000-0000-4000-8000-000000000002',
  storyIds: ['00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000012'],
  otherStoryId: '00000000-0000-4000-8000-000000000021',
}));
