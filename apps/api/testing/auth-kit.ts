import { AuthenticateUser } from '../src/modules/auth/application/authenticate-user.use-case';
import { ConfirmPasswordReset } from '../src/modules/auth/application/confirm-password-reset.use-case';
import { PasswordChanges } from '../src/modules/auth/application/password-changes.service';
import { ManageUsers } from '../src/modules/auth/application/manage-users.use-case';
import { RegisterUser } from '../src/modules/auth/application/register-user.use-case';
import { RequestPasswordReset } from '../src/modules/auth/application/request-password-reset.use-case';
import { InMemoryAttemptThrottle } from './in-memory/auth/in-memory-attempt-throttle';
import { InMemoryResetTokenStore } from './in-memory/auth/in-memory-reset-token.store';
import { InMemoryUserSessions } from './in-memory/auth/in-memory-user-sessions';
import { InMemoryUserRepository } from './in-memory/auth/in-memory-user.repository';
import { Sha256PasswordHasher } from './in-memory/auth/sha256-password-hasher';
import { ManualClock } from '../src/shared/time/clock';
import {
  ScheduleAccountDeletion,
  UndoAccountDeletion,
} from '../src/modules/auth/application/account-deletion.use-cases';
import { ConfirmEmailChange, RequestEmailChange } from '../src/modules/auth/application/change-email.use-cases';
import { ChangePassword } from '../src/modules/auth/application/change-password.use-case';
import { CurrentPassword } from '../src/modules/auth/application/current-password.service';
import { EraseAccount } from '../src/modules/auth/application/erase-account.service';
import { InMemoryEmailChangeStore } from './in-memory/auth/in-memory-email-change.store';
import { eventKit } from './event-kit';
import { RecordingMailer } from './recording-mailer';
import { testConfig } from './test-config';

/** The auth use cases wired to in-memory adapters, a manual clock and a recording mailer. */
export function authKit() {
  const clock = new ManualClock(new Date('2026-05-01T09:00:00Z'));
  const { bus: events, outbox } = eventKit(clock);
  const users = new InMemoryUserRepository(outbox);
  const tokens = new InMemoryResetTokenStore();
  const throttle = new InMemoryAttemptThrottle();
  const sessions = new InMemoryUserSessions();
  const hasher = new Sha256PasswordHasher();
  const mailer = new RecordingMailer();
  const config = testConfig({ PUBLIC_URL: 'https://stories.example.com' });
  const emailChanges = new InMemoryEmailChangeStore();
  const current = new CurrentPassword(hasher, throttle, clock);
  const passwords = new PasswordChanges(users, tokens, sessions);
  return {
    emailChanges,
    changePassword: new ChangePassword(users, current, hasher, passwords, clock),
    requestEmailChange: new RequestEmailChange(users, emailChanges, current, mailer, clock, config),
    confirmEmailChange: new ConfirmEmailChange(users, emailChanges, tokens, mailer, clock, config),
    scheduleDeletion: new ScheduleAccountDeletion(users, current, sessions, events, mailer, clock, config),
    undoDeletion: new UndoAccountDeletion(users, events, clock),
    eraseAccount: new EraseAccount(users, events, clock),
    users,
    tokens,
    throttle,
    sessions,
    hasher,
    mailer,
    clock,
    events,
    outbox,
    register: new RegisterUser(users, hasher),
    authenticate: new AuthenticateUser(users, hasher, throttle, clock),
    requestReset: new RequestPasswordReset(users, tokens, throttle, mailer, clock, config),
    confirmReset: new ConfirmPasswordReset(
      users,
      tokens,
      hasher,
      throttle,
      new PasswordChanges(users, tokens, sessions),
      clock,
    ),
    manage: new ManageUsers(users, events, clock),
  };
}
