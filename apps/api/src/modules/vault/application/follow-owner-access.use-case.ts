import { Injectable } from '@nestjs/common';
import { DomainEvent } from '../../../shared/events/domain-event';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import { rescheduleForFrequency } from '../domain/schedule';
import { effectiveFrequency } from '../domain/vault';
import { VaultRepository } from './ports/vault.repository';

/**
 * The owner's full access changed (a payment, a lapsed subscription, an operator's grant): the
 * questions of each set-up vault follow the new effective frequency from now on, weekly in the
 * trial and the chosen 1, 2 or 4 weeks with full access, instead of keeping the old rhythm
 * until the next send.
 */
@Injectable()
export class FollowOwnerAccess {
  static readonly handlerName = 'vault.follow-owner-access';

  constructor(
    private readonly vaults: VaultRepository,
    private readonly users: ManageUsers,
    private readonly clock: Clock,
  ) {}

  /**
   * FullAccessChanged: each owner's vaults follow the access the owner has now, not the one the
   * event names, so an event delivered late (after a later change) or again moves nothing wrongly.
   */
  async accessChanged(events: DomainEvent<'FullAccessChanged'>[]): Promise<void> {
    const owners = [...new Set(events.map((e) => e.payload.userId))];
    const users = await this.users.findByIds(owners);
    for (const ownerId of owners) {
      const user = users.get(ownerId);
      if (user) await this.execute(ownerId, user.hasFullAccess);
    }
  }

  async execute(ownerId: string, hasFullAccess: boolean): Promise<void> {
    const now = this.clock.now();
    for (const vault of await this.vaults.listByOwner(ownerId)) {
      const frequency = effectiveFrequency(vault.frequency, hasFullAccess);
      if (!vault.isSetupComplete || frequency === effectiveFrequency(vault.frequency, !hasFullAccess)) continue;
      const nextSendAt = rescheduleForFrequency({
        lastSentAt: vault.lastSentAt,
        nextSendAt: vault.nextSendAt,
        setupCompletedAt: vault.setupCompletedAt,
        sendWeekday: vault.sendWeekday,
        timeZone: vault.timeZone,
        frequency,
        now,
        startsAt: vault.startsAt,
      });
      if (nextSendAt?.getTime() !== vault.nextSendAt?.getTime()) await this.vaults.update({ ...vault, nextSendAt });
    }
  }
}
