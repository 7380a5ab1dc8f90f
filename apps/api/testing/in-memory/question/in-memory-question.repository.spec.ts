import { questionRepositoryContract } from '@storyvault/api-testing';
import { InMemoryQuestionRepository } from './in-memory-question.repository';

questionRepositoryContract('in-memory', async () => ({ repo: new InMemoryQuestionRepository(), ownerId: 'owner-1' }));
