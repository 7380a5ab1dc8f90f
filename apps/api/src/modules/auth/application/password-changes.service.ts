import { Injectable } from '@nestjs/common';
import { ResetTokenStore } from './ports/reset-token.store';
import { UserRepository } from './ports/user.repository';
import { UserSessions } from './ports/user-sessions';

/**
 * The one way a new password is stored. Whoever knew the old one (or held a session, or a
 * reset link) keeps nothing: every session of the account ends, on every device, and every
 * reset link still outstanding stops working.
 */
@Injectable()
export class PasswordChanges {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: ResetTokenStore,
    private readonly sessions: UserSessions,
  ) {}

  async store(userId: string, passwordHash: string, now: Date): Promise<void> {
    await this.users.updatePasswordHash(userId, passwordHash);
    await this.tokens.voidAll(userId, now);
    await this.sessions.endAll(userId);
  }
}
