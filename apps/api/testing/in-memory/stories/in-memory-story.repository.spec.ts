import { storyRepositoryContract } from '@storyvault/api-testing';
import { randomUUID } from 'node:crypto';
import { InMemoryEventOutbox } from '../events/in-memory-event-outbox';
import { InMemoryStoryRepository } from './in-memory-story.repository';

storyRepositoryContract('in-memory', async () => {
  const outbox = new InMemoryEventOutbox();
  return {
    stories: new InMemoryStoryRepository(outbox),
    outbox,
    vaultIds: [randomUUID(), randomUUID()],
    deliveryId: randomUUID(),
    inboundMessageIds: [randomUUID(), randomUUID()],
    userId: randomUUID(),
  };
});
