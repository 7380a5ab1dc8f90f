import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { TooManyAttemptsError, WrongPasswordError } from '../domain/auth.errors';
import { PASSWORD_MAX_LENGTH } from '../domain/password-policy';
import { throttleKey, ThrottleLimits } from '../domain/throttle-policy';
import { User } from '../domain/user';
import { AttemptThrottle } from './ports/attempt-throttle';
import { PasswordHasher } from './ports/password-hasher';

/**
 * The current password, asked again before the account's email, password or existence changes:
 * a session left open on a shared computer is not enough. Tries are limited per account like
 * sign-ins from one address, so an open session cannot be used to guess the password.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly throttle: AttemptThrottle,
    private readonly clock: Clock,
  ) {}

  async verify(user: User, password: string): Promise<void> {
    const key = throttleKey('account-password', 'user', user.id);
    const limit = ThrottleLimits.loginPerAccountAndIp;
    if ((await this.throttle.record(key, this.clock.now(), limit.windowMs)) > limit.max) {
      throw new TooManyAttemptsError();
    }
    const ok = password.length <= PASSWORD_MAX_LENGTH && (await this.hasher.verify(user.passwordHash, password));
    if (!ok) throw new WrongPasswordError();
    await this.throttle.clear(key);
  }
}
