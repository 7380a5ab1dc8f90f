import {
  attemptThrottleContract,
  passwordHasherContract,
  resetTokenStoreContract,
  userRepositoryContract,
} from '@storyvault/api-testing';
import { InMemoryAttemptThrottle } from './in-memory-attempt-throttle';
import { InMemoryResetTokenStore } from './in-memory-reset-token.store';
import { InMemoryUserRepository } from './in-memory-user.repository';
import { Sha256PasswordHasher } from './sha256-password-hasher';

userRepositoryContract('in-memory', async () => new InMemoryUserRepository());
resetTokenStoreContract('in-memory', async () => ({ store: new InMemoryResetTokenStore(), userId: 'user-1' }));
attemptThrottleContract('in-memory', async () => new InMemoryAttemptThrottle());
passwordHasherContract('sha256 (unit tests only)', () => new Sha256PasswordHasher());
