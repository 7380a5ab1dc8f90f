import { notificationStoreContract } from '@storyvault/api-testing';
import { InMemoryNotificationStore } from './in-memory-notification.store';

notificationStoreContract('in-memory', async () => ({
  store: new InMemoryNotificationStore(),
  vaultId: 'vault-1',
  userIds: ['user-1', 'user-2', 'user-3'],
  storyIds: ['story-1', 'story-2', 'story-3'],
}));
