import { Injectable, Logger } from '@nestjs/common';
import { ErrorText } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { TooManyAttemptsError } from '../domain/auth.errors';
import { issueResetToken } from '../domain/reset-token';
import { throttleKey, ThrottleLimits } from '../domain/throttle-policy';
import { normalizeEmail } from '../domain/user';
import { passwordResetEmail } from './password-reset.email';
import { AttemptThrottle } from './ports/attempt-throttle';
import { ResetTokenStore } from './ports/reset-token.store';
import { UserRepository } from './ports/user.repository';

export interface RequestPasswordResetInput {
  email: string;
  ip: string;
}

/**
 * Emails a one-hour, single-use reset link when the email has an account. The caller always
 * gets the same answer, so the form does not reveal who has an account.
 */
@Injectable()
export class RequestPasswordReset {
  private readonly logger = new Logger(RequestPasswordReset.name);

  constructor(
    private readonly users: UserRepository,
    private readonly tokens: ResetTokenStore,
    private readonly throttle: AttemptThrottle,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(input: RequestPasswordResetInput): Promise<void> {
    const email = normalizeEmail(input.email);
    const now = this.clock.now();
    const { resetRequestPerEmail, resetRequestPerIp } = ThrottleLimits;
    const perEmail = await this.throttle.record(
      throttleKey('reset', 'email', email),
      now,
      resetRequestPerEmail.windowMs,
    );
    const perIp = await this.throttle.record(throttleKey('reset', 'ip', input.ip), now, resetRequestPerIp.windowMs);
    if (perEmail > resetRequestPerEmail.max || perIp > resetRequestPerIp.max) {
      throw new TooManyAttemptsError(ErrorText.tooManyResetRequests);
    }

    const user = await this.users.findByEmail(email);
    if (!user) {
      this.logger.log('Password reset asked for an email without an account');
      return;
    }
    const issued = issueResetToken(now);
    await this.tokens.save({ userId: user.id, tokenHash: issued.tokenHash, expiresAt: issued.expiresAt });
    const link = this.config.link(`/reset-password/${issued.token}`);
    await this.mailer.send({ to: user.email, ...passwordResetEmail(user.name, link, this.config.SUPPORT_EMAIL) });
  }
}
