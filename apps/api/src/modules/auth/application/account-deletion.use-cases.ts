import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { localeOf } from '../../../shared/mail/email-language';
import { Mailer } from '../../../shared/mail/mailer';
import { Clock } from '../../../shared/time/clock';
import { deletionDay, spokenDay } from '../domain/account-deletion';
import { UserNotFoundError } from '../domain/auth.errors';
import { User } from '../domain/user';
import { deletionScheduledEmail } from './account.emails';
import { CurrentPassword } from './current-password.service';
import { UserSessions } from './ports/user-sessions';
import { UserRepository } from './ports/user.repository';

/**
 * The owner asks to delete their account: it goes in 30 days with every vault they own (the
 * account module's job erases it), they are signed out everywhere, and told the day and how to
 * undo it. AccountDeletionRequested lets the other modules react (questions stop, billing).
 */
@Injectable()
export class ScheduleAccountDeletion {
  private readonly logger = new Logger(ScheduleAccountDeletion.name);

  constructor(
    private readonly users: UserRepository,
    private readonly current: CurrentPassword,
    private readonly sessions: UserSessions,
    private readonly events: EventBus,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(input: { userId: string; password: string }): Promise<{ deleteAfter: Date }> {
    const user = await this.users.findById(input.userId);
    if (!user) throw new UserNotFoundError(input.userId);
    await this.current.verify(user, input.password);
    const now = this.clock.now();
    const deleteAfter = deletionDay(now);
    const requested = domainEvent(
      'AccountDeletionRequested',
      { userId: user.id, at: now.toISOString(), deleteAfter: deleteAfter.toISOString() },
      now,
    );
    await this.users.scheduleDeletion(user.id, deleteAfter, [requested]);
    await this.events.dispatch([requested]);
    await this.sessions.endAll(user.id);
    try {
      const signIn = this.config.link('/login');
      const day = spokenDay(deleteAfter, localeOf(user.language));
      const email = deletionScheduledEmail(user.name, day, signIn, this.config.SUPPORT_EMAIL, user.language);
      await this.mailer.send({ to: user.email, ...email });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Deletion email to user ${user.id} could not be sent: ${reason}`);
    }
    return { deleteAfter };
  }
}

/** Signing in during the grace keeps the account: the deletion is called off, once. */
@Injectable()
export class UndoAccountDeletion {
  constructor(
    private readonly users: UserRepository,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** True when the user's deletion was scheduled and is now called off. */
  async onSignIn(user: User): Promise<boolean> {
    if (!user.deleteAfter) return false;
    const now = this.clock.now();
    const undone = domainEvent('AccountDeletionUndone', { userId: user.id, at: now.toISOString() }, now);
    if (!(await this.users.undoDeletion(user.id, [undone]))) return false;
    await this.events.dispatch([undone]);
    return true;
  }
}
