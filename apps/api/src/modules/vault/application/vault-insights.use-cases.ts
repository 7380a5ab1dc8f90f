import { Injectable } from '@nestjs/common';
import { Language, VaultStats } from '@storyvault/contracts';
import { Clock } from '../../../shared/time/clock';
import { Activity, MEMBER_ACTIVITY_TYPES } from '../domain/activity';
import { activityLine } from '../domain/activity-line';
import { daysActive } from '../domain/vault';
import { Actor } from './actor';
import { roleAllows } from '../domain/vault-permissions';
import { ActivityLog } from './ports/activity-log';
import { VaultQueueStore } from './ports/vault-queue.store';
import { VaultAccess } from './vault-access.service';

export const ACTIVITY_FEED_LIMIT = 50;

/** Your Family Legacy (stats) and Latest Memories (activity feed), for every member (the feed by role). */
@Injectable()
export class VaultInsights {
  constructor(
    private readonly queue: VaultQueueStore,
    private readonly access: VaultAccess,
    private readonly activities: ActivityLog,
    private readonly clock: Clock,
  ) {}

  async stats(actor: Actor, vaultId: string): Promise<VaultStats> {
    const { vault } = await this.access.require(actor, vaultId, 'read');
    return {
      storiesCount: vault.storiesCount,
      questionsCount: (await this.queue.listQueue(vaultId)).length,
      daysActive: daysActive(vault.setupCompletedAt, this.clock.now()),
    };
  }

  /**
   * The feed, each line in the reader's own language (`users.language`), written from what happened;
   * a line older than that shows the English it was stored with
   * (docs/decisions/0998-the-feed-keeps-facts-and-speaks-the-readers-language.md).
   */
  async activityFeed(reader: Actor & { language: Language }, vaultId: string): Promise<Activity[]> {
    const { role } = await this.access.require(reader, vaultId, 'read');
    // The owner reads every line; members the stories' (never settings, the queue, pauses or the
    // lines only the owner can act on, such as a reply word held back).
    const manages = roleAllows(role, 'manage');
    const lines = await this.activities.list(vaultId, ACTIVITY_FEED_LIMIT, {
      withOwners: manages,
      types: manages ? undefined : MEMBER_ACTIVITY_TYPES,
    });
    return lines.map((line) =>
      line.details ? { ...line, description: activityLine(reader.language, line.details, line.createdAt) } : line,
    );
  }
}
