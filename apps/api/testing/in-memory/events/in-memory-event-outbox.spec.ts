import { eventOutboxContract } from '@storyvault/api-testing';
import { InMemoryEventOutbox } from './in-memory-event-outbox';

eventOutboxContract('in-memory', async (handlers) => new InMemoryEventOutbox(handlers));
