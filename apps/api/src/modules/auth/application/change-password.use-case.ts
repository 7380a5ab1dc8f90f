import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { UserNotFoundError } from '../domain/auth.errors';
import { assertResetPassword } from '../domain/password-policy';
import { CurrentPassword } from './current-password.service';
import { PasswordChanges } from './password-changes.service';
import { PasswordHasher } from './ports/password-hasher';
import { UserRepository } from './ports/user.repository';

export interface ChangePasswordInput {
  userId: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * A new password from the account page: the current one first, then the reset page's rule. Every
 * session ends (PasswordChanges); the page that asked is signed in again by its controller, so
 * only the other devices are signed out.
 */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly users: UserRepository,
    private readonly current: CurrentPassword,
    private readonly hasher: PasswordHasher,
    private readonly passwords: PasswordChanges,
    private readonly clock: Clock,
  ) {}

  async execute(input: ChangePasswordInput): Promise<void> {
    const user = await this.users.findById(input.userId);
    if (!user) throw new UserNotFoundError(input.userId);
    await this.current.verify(user, input.currentPassword);
    assertResetPassword(input.newPassword);
    await this.passwords.store(user.id, await this.hasher.hash(input.newPassword), this.clock.now());
  }
}
