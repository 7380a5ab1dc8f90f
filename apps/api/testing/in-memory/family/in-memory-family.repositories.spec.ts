import { commentRepositoryContract, suggestionRepositoryContract } from '@storyvault/api-testing';
import { randomUUID } from 'node:crypto';
import { InMemoryCommentRepository } from './in-memory-comment.repository';
import { InMemorySuggestionRepository } from './in-memory-suggestion.repository';

// The database's clock moves on between statements; this one a millisecond a comment.
let tick = Date.UTC(2026, 4, 1);
const ids = () => ({
  vaultId: randomUUID(),
  otherVaultId: randomUUID(),
  storyIds: [randomUUID(), randomUUID()] as [string, string],
  otherStoryId: randomUUID(),
  userIds: [randomUUID(), randomUUID()] as [string, string],
});

commentRepositoryContract('in memory', async () => ({
  repo: new InMemoryCommentRepository(() => new Date(++tick)),
  ...ids(),
}));

suggestionRepositoryContract('in memory', async () => ({
  repo: new InMemorySuggestionRepository(),
  vaultId: randomUUID(),
  otherVaultId: randomUUID(),
  userId: randomUUID(),
}));
