import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { InvalidCredentialsError, TooManyAttemptsError } from '../domain/auth.errors';
import { PASSWORD_MAX_LENGTH } from '../domain/password-policy';
import { isOverLimit, throttleKey, ThrottleLimits } from '../domain/throttle-policy';
import { normalizeEmail, User } from '../domain/user';
import { AttemptThrottle } from './ports/attempt-throttle';
import { PasswordHasher } from './ports/password-hasher';
import { UserRepository } from './ports/user.repository';

export interface AuthenticateUserInput {
  email: string;
  password: string;
  ip: string;
}

/** Sign-in: checks the password, refusing further tries after too many failures. */
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
    const emailKey = throttleKey('login', 'email', email);
    const ipKey = throttleKey('login', 'ip', input.ip);
    const { loginPerEmail, loginPerIp } = ThrottleLimits;
    if (
      isOverLimit(await this.throttle.attempts(emailKey, now, loginPerEmail.windowMs), loginPerEmail) ||
      isOverLimit(await this.throttle.attempts(ipKey, now, loginPerIp.windowMs), loginPerIp)
    ) {
      throw new TooManyAttemptsError();
    }

    const user = await this.users.findByEmail(email);
    const passwordOk =
      input.password.length <= PASSWORD_MAX_LENGTH &&
      (await this.hasher.verify(user?.passwordHash ?? (await this.hashForUnknownUser()), input.password));
    if (!user || !passwordOk) {
      await this.throttle.record(emailKey, now, loginPerEmail.windowMs);
      await this.throttle.record(ipKey, now, loginPerIp.windowMs);
      throw new InvalidCredentialsError();
    }
    await this.throttle.clear(emailKey);
    return user;
  }

  private hashForUnknownUser(): Promise<string> {
    this.unknownUserHash ??= this.hasher.hash(randomBytes(16).toString('hex'));
    return this.unknownUserHash;
  }
}
