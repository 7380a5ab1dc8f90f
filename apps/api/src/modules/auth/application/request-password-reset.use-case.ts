import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ErrorText } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { Mailer, OutgoingEmail } from '../../../shared/mail/mailer';
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
 * gets the same answer, after the same work, so the form does not reveal who has an account.
 */
@Injectable()
export class RequestPasswordReset implements OnModuleDestroy {
  private readonly logger = new Logger(RequestPasswordReset.name);
  private readonly sending = new Set<Promise<void>>();

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

    // Started on a later turn of the event loop: the answer is on its way before any of it runs.
    this.inBackground(new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.issue(email, now)));
  }

  /** Finds the account, stores a token and sends its link; after the answer, whoever asked. */
  private async issue(email: string, now: Date): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      this.logger.log('Password reset asked for an email without an account');
      return;
    }
    const issued = issueResetToken(now);
    await this.tokens.save({ userId: user.id, tokenHash: issued.tokenHash, expiresAt: issued.expiresAt });
    const link = this.config.link(`/reset-password/${issued.token}`);
    await this.send(user.id, {
      to: user.email,
      ...passwordResetEmail(user.name, link, this.config.SUPPORT_EMAIL, user.language),
    });
  }

  /** Resolves once every reset email already asked for is sent or has failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  /** Runs before the mail transport closes, so a stopping app does not cut off an email. */
  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  /**
   * The answer waits for nothing that depends on whether the email has an account (the lookup,
   * the token, the relay): the same work is done before answering for every email, so neither
   * the answer nor its timing tells who has an account, and a refused email cannot fail the
   * request for them alone. A lost email is logged and costs nothing lasting: the user asks again.
   */
  private inBackground(work: Promise<void>): void {
    const running: Promise<void> = work
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.error(`Password reset could not be issued: ${reason}`);
      })
      .finally(() => this.sending.delete(running));
    this.sending.add(running);
  }

  private async send(userId: string, email: OutgoingEmail): Promise<void> {
    try {
      await this.mailer.send(email);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Password reset email to user ${userId} could not be sent: ${reason}`);
    }
  }
}
