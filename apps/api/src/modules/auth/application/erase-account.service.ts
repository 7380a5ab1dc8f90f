import { Injectable } from '@nestjs/common';
import { domainEvent } from '../../../shared/events/domain-event';
import { EventBus } from '../../../shared/events/event-bus';
import { Clock } from '../../../shared/time/clock';
import { UserRepository } from './ports/user.repository';

/** For the job that erases accounts past their grace: which are due, and the last step, the user itself. */
@Injectable()
export class EraseAccount {
  constructor(
    private readonly users: UserRepository,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** Accounts whose grace is over, oldest first. */
  due(limit: number): Promise<string[]> {
    return this.users.dueForDeletion(this.clock.now(), limit);
  }

  /**
   * Whether the account is still due (not undone by a sign-in meanwhile): asked before each
   * step, so a sign-in at the last moment stops the erasure before anything more goes.
   */
  async stillDue(userId: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    return !!user?.deleteAfter && user.deleteAfter <= this.clock.now();
  }

  /** Deletes the user row (its sessions and links with it); false when it is gone already or was undone. */
  async deleteUser(userId: string): Promise<boolean> {
    const now = this.clock.now();
    const deleted = domainEvent('AccountDeleted', { userId, at: now.toISOString() }, now);
    if (!(await this.users.deleteIfDue(userId, now, [deleted]))) return false;
    await this.events.dispatch([deleted]);
    return true;
  }
}
