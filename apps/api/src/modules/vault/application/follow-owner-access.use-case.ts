import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
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
  constructor(
    private readonly vaults: VaultRepository,
    private readonly clock: Clock,
  ) {}

  async execute(ownerId: string, hasFullAccess: boolean): Promise<void> {
    const now = this.clock.now();
    for (const vault of await this.vaults.listByOwner(ownerId)) {
      const frequency = effectiveFrequency(vault.frequency, hasFullAccess);
      if (!vault.isSetupComplete || frequency === effectiveFrequency(vault.frequency, !hasFullAccess)) continue;
      const nextSendAt = rescheduleForFrequency({
        lastSentAt: vault.lastSentAt,
        nextSendAt: vault.nextSendAt,
        frequency,
        now,
      });
      if (nextSendAt?.getTime() !== vault.nextSendAt?.getTime()) await this.vaults.update({ ...vault, nextSendAt });
    }
  }
}
