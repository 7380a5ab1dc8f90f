import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { InvalidResetTokenError, TooManyAttemptsError } from '../domain/auth.errors';
import { assertResetPassword } from '../domain/password-policy';
import { hashResetToken, isWellFormedResetToken } from '../domain/reset-token';
import { loginPairKey, throttleKey, ThrottleLimits } from '../domain/throttle-policy';
import { PasswordChanges } from './password-changes.service';
import { AttemptThrottle } from './ports/attempt-throttle';
import { PasswordHasher } from './ports/password-hasher';
import { ResetTokenStore } from './ports/reset-token.store';
import { UserRepository } from './ports/user.repository';

export interface ConfirmPasswordResetInput {
  token: string;
  newPassword: string;
  ip: string;
}

/**
 * Sets a new password with an emailed token; the token works once, and using it voids every
 * other link of the account and ends all its sessions (PasswordChanges). Nobody is signed in
 * by it: the page then offers to sign in.
 */
@Injectable()
export class ConfirmPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: ResetTokenStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: AttemptThrottle,
    private readonly passwords: PasswordChanges,
    private readonly clock: Clock,
  ) {}

  async execute(input: ConfirmPasswordResetInput): Promise<void> {
    const now = this.clock.now();
    const { resetConfirmPerIp, resetConfirmPerEmail } = ThrottleLimits;
    const perIp = await this.throttle.record(
      throttleKey('reset-confirm', 'ip', input.ip),
      now,
      resetConfirmPerIp.windowMs,
    );
    if (perIp > resetConfirmPerIp.max) throw new TooManyAttemptsError();

    const tokenHash = isWellFormedResetToken(input.token) ? hashResetToken(input.token) : null;
    const owner = tokenHash ? await this.tokens.peek(tokenHash, now) : null;
    if (!tokenHash || !owner) throw new InvalidResetTokenError();
    const user = await this.users.findById(owner);
    if (!user) throw new InvalidResetTokenError();
    const perEmail = await this.throttle.record(
      throttleKey('reset-confirm', 'email', user.email),
      now,
      resetConfirmPerEmail.windowMs,
    );
    if (perEmail > resetConfirmPerEmail.max) throw new TooManyAttemptsError();

    // Check the password before using the token up, so a rejected password leaves the link working.
    assertResetPassword(input.newPassword);
    const passwordHash = await this.hasher.hash(input.newPassword);
    if ((await this.tokens.consume(tokenHash, now)) !== user.id) throw new InvalidResetTokenError();
    await this.passwords.store(user.id, passwordHash, now);
    await this.throttle.clear(loginPairKey(user.email, input.ip));
  }
}
