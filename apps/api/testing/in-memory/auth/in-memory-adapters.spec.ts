import {
  attemptThrottleContract,
  passwordHasherContract,
  resetTokenStoreContract,
  userRepositoryContract,
  emailChangeStoreContract,
} from '@storyvault/api-testing';
import { InMemoryEventOutbox } from '../events/in-memory-event-outbox';
import { InMemoryAttemptThrottle } from './in-memory-attempt-throttle';
import { InMemoryResetTokenStore } from './in-memory-reset-token.store';
import { InMemoryUserRepository } from './in-memory-user.repository';
import { Sha256PasswordHasher } from './sha256-password-hasher';
import { InMemoryEmailChangeStore } from './in-memory-email-change.store';

userRepositoryContract('in-memory', async () => {
  const outbox = new InMemoryEventOutbox();
  return { users: new InMemoryUserRepository(outbox), outbox };
});
emailChangeStoreContract('in-memory', async () => ({
  store: new InMemoryEmailChangeStore(),
  users: new InMemoryUserRepository(),
}));
resetTokenStoreContract('in-memory', async () => ({ store: new InMemoryResetTokenStore(), userId: 'user-1' }));
attemptThrottleContract('in-memory', async () => new InMemoryAttemptThrottle());
passwordHasherContract('sha256 (unit tests only)', () => new Sha256PasswordHasher());
