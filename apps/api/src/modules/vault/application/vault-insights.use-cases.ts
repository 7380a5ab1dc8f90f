import { Injectable } from '@nestjs/common';
import { VaultStats } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { Activity } from '../domain/activity';
import { daysActive } from '../domain/vault';
import { ActivityLog } from './ports/activity-log';
import { VaultRepository } from './ports/vault.repository';
import { VaultAccess } from './vault-access.service';

export const ACTIVITY_FEED_LIMIT = 50;

/** Your Family Legacy (stats) and Latest Memories (activity feed). */
@Injectable()
export class VaultInsights {
  constructor(
    private readonly vaults: VaultRepository,
    private readonly access: VaultAccess,
    private readonly activities: ActivityLog,
    private readonly clock: Clock,
  ) {}

  async stats(ownerId: string, vaultId: string): Promise<VaultStats> {
    const vault = await this.access.ownedVault(vaultId, ownerId);
    return {
      storiesCount: vault.storiesCount,
      questionsCount: (await this.vaults.listQueue(vaultId)).length,
      daysActive: daysActive(vault.setupCompletedAt, this.clock.now()),
    };
  }

  async activityFeed(ownerId: string, vaultId: string): Promise<Activity[]> {
    await this.access.ownedVault(vaultId, ownerId);
    return this.activities.list(vaultId, ACTIVITY_FEED_LIMIT);
  }
}
