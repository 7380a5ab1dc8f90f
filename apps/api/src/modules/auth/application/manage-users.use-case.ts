import { Injectable } from '@nestjs/common';
import type { Language } from '@storyvault/contracts';
import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { Clock } from '../../../shared/time/clock';
import { UserNotFoundError } from '../domain/auth.errors';
import { normalizeEmail, User } from '../domain/user';
import { UserRepository } from './ports/user.repository';

/** Reads and changes accounts for the session layer, other modules and operators. */
@Injectable()
export class ManageUsers {
  constructor(
    private readonly users: UserRepository,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** Several users at once, by id (a worker's batch of vault owners). */
  async findByIds(ids: string[]): Promise<Map<string, User>> {
    return new Map((await this.users.findByIds(ids)).map((user) => [user.id, user]));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  async getByEmail(email: string): Promise<User> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (!user) throw new UserNotFoundError(normalizeEmail(email));
    return user;
  }

  /** The person's own language (their settings); false when the account is gone. */
  setLanguage(userId: string, language: Language): Promise<boolean> {
    return this.users.setLanguage(userId, language);
  }

  /** Sets full access; only an actual change raises FullAccessChanged (each would move the owner's schedule again). */
  async setFullAccess(userId: string, hasFullAccess: boolean): Promise<void> {
    const user = await this.users.findById(userId);
    if (user) await this.changeAccess(user, hasFullAccess);
  }

  async grantFullAccess(email: string): Promise<User> {
    const user = await this.getByEmail(email);
    await this.changeAccess(user, true);
    return { ...user, hasFullAccess: true };
  }

  private async changeAccess(user: User, hasFullAccess: boolean): Promise<void> {
    if (user.hasFullAccess === hasFullAccess) return;
    // Stored with the change, dispatched once it is committed: the vaults' schedule follows (FollowOwnerAccess).
    const changed = domainEvent('FullAccessChanged', { userId: user.id, hasFullAccess }, this.clock.now());
    await this.users.setFullAccess(user.id, hasFullAccess, [changed]);
    await this.events.dispatch([changed]);
  }
}
