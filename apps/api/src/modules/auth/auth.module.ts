import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthenticateUser } from './application/authenticate-user.use-case';
import { ConfirmPasswordReset } from './application/confirm-password-reset.use-case';
import { ManageUsers } from './application/manage-users.use-case';
import { AttemptThrottle } from './application/ports/attempt-throttle';
import { PasswordHasher } from './application/ports/password-hasher';
import { ResetTokenStore } from './application/ports/reset-token.store';
import { UserRepository } from './application/ports/user.repository';
import { AddressThrottle } from './application/address-throttle.service';
import { PasswordChanges } from './application/password-changes.service';
import { UserSessions } from './application/ports/user-sessions';
import { TypeormUserSessions } from './adapters/persistence/typeorm-user-sessions';
import { PurgeExpiredAuthRecords } from './application/purge-expired-auth-records.use-case';
import { RegisterUser } from './application/register-user.use-case';
import { RequestPasswordReset } from './application/request-password-reset.use-case';
import { Argon2PasswordHasher } from './adapters/argon2/argon2-password-hasher';
import { ScheduleAccountDeletion, UndoAccountDeletion } from './application/account-deletion.use-cases';
import { ConfirmEmailChange, RequestEmailChange } from './application/change-email.use-cases';
import { ChangePassword } from './application/change-password.use-case';
import { CurrentPassword } from './application/current-password.service';
import { EraseAccount } from './application/erase-account.service';
import { EmailChangeStore } from './application/ports/email-change.store';
import { TypeormEmailChangeStore } from './adapters/persistence/typeorm-email-change.store';
import { TypeormNewsletterRepository } from './adapters/persistence/typeorm-newsletter.repository';
import { NewsletterRepository } from './application/ports/newsletter.repository';
import { SubscribeNewsletter } from './application/subscribe-newsletter.use-case';
import { AuthAttemptOrmEntity } from './adapters/persistence/auth-attempt.orm-entity';
import { PasswordResetOrmEntity } from './adapters/persistence/password-reset.orm-entity';
import { TypeormAttemptThrottle } from './adapters/persistence/typeorm-attempt-throttle';
import { TypeormResetTokenStore } from './adapters/persistence/typeorm-reset-token.store';
import { TypeormUserRepository } from './adapters/persistence/typeorm-user.repository';
import { UserOrmEntity } from './adapters/persistence/user.orm-entity';

/** Accounts, sessions' users, passwords and the newsletter, without HTTP: the api adds auth-http.module.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([UserOrmEntity, PasswordResetOrmEntity, AuthAttemptOrmEntity])],
  providers: [
    { provide: UserRepository, useClass: TypeormUserRepository },
    { provide: ResetTokenStore, useClass: TypeormResetTokenStore },
    { provide: AttemptThrottle, useClass: TypeormAttemptThrottle },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: NewsletterRepository, useClass: TypeormNewsletterRepository },
    { provide: UserSessions, useClass: TypeormUserSessions },
    { provide: EmailChangeStore, useClass: TypeormEmailChangeStore },
    PasswordChanges,
    CurrentPassword,
    ChangePassword,
    RequestEmailChange,
    ConfirmEmailChange,
    ScheduleAccountDeletion,
    UndoAccountDeletion,
    EraseAccount,
    AddressThrottle,
    SubscribeNewsletter,
    RegisterUser,
    AuthenticateUser,
    RequestPasswordReset,
    ConfirmPasswordReset,
    ManageUsers,
    PurgeExpiredAuthRecords,
  ],
  exports: [
    EraseAccount,
    AddressThrottle,
    RegisterUser,
    ManageUsers,
    PurgeExpiredAuthRecords,
    // For the HTTP side (auth-http.module.ts).
    AuthenticateUser,
    ConfirmPasswordReset,
    RequestPasswordReset,
    UndoAccountDeletion,
    ChangePassword,
    ConfirmEmailChange,
    RequestEmailChange,
    ScheduleAccountDeletion,
    SubscribeNewsletter,
  ],
})
export class AuthModule {}
