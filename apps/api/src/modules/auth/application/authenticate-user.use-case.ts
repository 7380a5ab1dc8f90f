import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { InvalidCredentialsError, TooManyAttemptsError } from '../domain/auth.errors';
import { PASSWORD_MAX_LENGTH } from '../domain/password-policy';
import { exceedsLimit, loginPairKey, throttleKey, ThrottleLimits } from '../domain/throttle-policy';
import { normalizeEmail, User } from '../domain/user';
import { AttemptThrottle } from './ports/attempt-throttle';
import { PasswordHasher } from './ports/password-hasher';
import { UserRepository } from './ports/user.repository';

export interface AuthenticateUserInput {
  email: string;
  password: string;
  ip: string;
}

/**
 * Sign-in: checks the password, refusing further tries from an address after too many
 * failures there, for that account or for any.
 *
 * Each try is counted before its password is checked, in one atomic increment, so tries sent
 * at once can never check more passwords than the limit. A successful sign-in takes its own
 * try back and forgets the failures of that account at that address. Tries are throttled per
 * address, never for the account as a whole: whoever guesses from elsewhere cannot lock its
 * owner out.
 */
@Injectable()
export class AuthenticateUser {
  // Verifying against a real hash when the email is unknown keeps the answer time the same,
  // so response times do not reveal which emails have accounts.
  private unknownUserHash?: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: AttemptThrottle,
    private readonly clock: Clock,
  ) {}

  async execute(input: AuthenticateUserInput): Promise<User> {
    const email = normalizeEmail(input.email);
    const now = this.clock.now();
    const pairKey = loginPairKey(email, input.ip);
    const ipKey = throttleKey('login', 'ip', input.ip);
    const { loginPerAccountAndIp, loginPerIp } = ThrottleLimits;
    const [pairCount, ipCount] = await Promise.all([
      this.throttle.record(pairKey, now, loginPerAccountAndIp.windowMs),
      this.throttle.record(ipKey, now, loginPerIp.windowMs),
    ]);
    if (exceedsLimit(pairCount, loginPerAccountAndIp) || exceedsLimit(ipCount, loginPerIp)) {
      throw new TooManyAttemptsError();
    }

    const user = await this.users.findByEmail(email);
    const passwordOk =
      input.password.length <= PASSWORD_MAX_LENGTH &&
      (await this.hasher.verify(user?.passwordHash ?? (await this.hashForUnknownUser()), input.password));
    // An account past its grace is being erased: it is gone already, whatever the password.
    const erasing = !!user?.deleteAfter && user.deleteAfter <= now;
    if (!user || !passwordOk || erasing) throw new InvalidCredentialsError();
    await this.throttle.clear(pairKey);
    await this.throttle.refund(ipKey, now, loginPerIp.windowMs);
    return user;
  }

  private hashForUnknownUser(): Promise<string> {
    this.unknownUserHash ??= this.hasher.hash(randomBytes(16).toString('hex'));
    return this.unknownUserHash;
  }
}
