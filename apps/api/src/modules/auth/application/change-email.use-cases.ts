import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import {
  EmailTakenError,
  InvalidEmailChangeLinkError,
  InvalidUserError,
  SameEmailError,
  UserNotFoundError,
} from '../domain/auth.errors';
import { emailChangeTokenHash, isPlausibleEmail, issueEmailChangeToken } from '../domain/email-change';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../domain/user';
import { confirmEmailChangeEmail, emailChangedNoticeEmail } from './account.emails';
import { CurrentPassword } from './current-password.service';
import { EmailChangeStore } from './ports/email-change.store';
import { ResetTokenStore } from './ports/reset-token.store';
import { UserRepository } from './ports/user.repository';

export interface RequestEmailChangeInput {
  userId: string;
  newEmail: string;
  password: string;
}

/**
 * Asks to change the account's email: the current password, then a link to the new address.
 * Nothing changes until the link is opened, so a typo never locks anyone out. An address that
 * has an account is refused in the words of the sign-up page, which says as much already.
 */
@Injectable()
export class RequestEmailChange {
  constructor(
    private readonly users: UserRepository,
    private readonly changes: EmailChangeStore,
    private readonly current: CurrentPassword,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(input: RequestEmailChangeInput): Promise<void> {
    const user = await this.users.findById(input.userId);
    if (!user) throw new UserNotFoundError(input.userId);
    const newEmail = normalizeEmail(input.newEmail);
    if (!isPlausibleEmail(newEmail, EMAIL_MAX_LENGTH)) throw new InvalidUserError('Please enter a valid email address');
    if (newEmail === user.email) throw new SameEmailError();
    await this.current.verify(user, input.password);
    if (await this.users.findByEmail(newEmail)) throw new EmailTakenError();
    const now = this.clock.now();
    const issued = issueEmailChangeToken(now);
    await this.changes.save(
      { userId: user.id, newEmail, tokenHash: issued.tokenHash, expiresAt: issued.expiresAt },
      now,
    );
    const link = this.config.link(`/account/confirm-email/${issued.token}`);
    await this.mailer.send({
      to: newEmail,
      ...confirmEmailChangeEmail(user.name, link, this.config.SUPPORT_EMAIL, user.language),
    });
  }
}

/**
 * The emailed link opened: the address becomes the account's, the link is used up, reset links
 * sent to the old address stop working, and the old address is told.
 */
@Injectable()
export class ConfirmEmailChange {
  private readonly logger = new Logger(ConfirmEmailChange.name);

  constructor(
    private readonly users: UserRepository,
    private readonly changes: EmailChangeStore,
    private readonly resetTokens: ResetTokenStore,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(token: string): Promise<{ email: string }> {
    const now = this.clock.now();
    const tokenHash = emailChangeTokenHash(token);
    const change = tokenHash ? await this.changes.consume(tokenHash, now) : null;
    const user = change ? await this.users.findById(change.userId) : null;
    if (!change || !user) throw new InvalidEmailChangeLinkError();
    await this.users.updateEmail(user.id, change.newEmail);
    await this.resetTokens.voidAll(user.id, now);
    try {
      await this.mailer.send({
        to: user.email,
        ...emailChangedNoticeEmail(user.name, change.newEmail, this.config.SUPPORT_EMAIL, user.language),
      });
    } catch (error) {
      // The change is made; a notice that could not go is no reason to tell the user it failed.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Email-changed notice for user ${user.id} could not be sent: ${reason}`);
    }
    return { email: change.newEmail };
  }
}
