import {
  attemptThrottleContract,
  passwordHasherContract,
  resetTokenStoreContract,
  userRepositoryContract,
} from '@storyvault/api-testing';
import { InMemoryEventOutbox } from '../../../../shared/events/in-memory-event-outbox';
import { InMemoryAttemptThrottle } from './in-memory-attempt-throttle';
import { InMemoryResetTokenStore } from './in-memory-reset-token.store';
import { InMemoryUserRepository } from './in-memory-user.repository';
import { Sha256PasswordHasher } from './sha256-password-hasher';

userRepositoryContract('in-memory', async () => {
  const outbox = new InMemoryEventOutbox();
  return { users: new InMemoryUserRepository(outbox), outbox };
});
resetTokenStoreContract('in-memory', async () => ({ store: new InMemoryResetTokenStore(), userId: 'user-1' }));
attemptThrottleContract('in-memory', async () => new InMemoryAttemptThrottle());
passwordHasherContract('sha256 (unit tests only)', () => new Sha256PasswordHasher());
