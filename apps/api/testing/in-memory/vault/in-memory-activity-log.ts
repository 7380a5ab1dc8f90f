import { randomUUID } from 'node:crypto';
import { ActivityType } from '@storyvault/contracts';
import { ActivityAudience, ActivityLog, ActivityView } from '../../../src/modules/vault/application/ports/activity-log';
import { Activity } from '../../../src/modules/vault/domain/activity';
import { ActivityDetails } from '../../../src/modules/vault/domain/activity-line';

export class InMemoryActivityLog extends ActivityLog {
  readonly entries: Activity[] = [];
  private readonly ownersOnly = new Set<string>();

  async record(entry: {
    vaultId: string;
    type: ActivityType;
    description: string;
    details: ActivityDetails;
    at: Date;
    audience?: ActivityAudience;
  }): Promise<void> {
    const id = randomUUID();
    this.entries.push({
      id,
      vaultId: entry.vaultId,
      type: entry.type,
      description: entry.description,
      details: entry.details,
      createdAt: entry.at,
    });
    if (entry.audience === 'owner') this.ownersOnly.add(id);
  }

  async list(vaultId: string, limit: number, view: ActivityView = {}): Promise<Activity[]> {
    const { withOwners = false, types } = view;
    return this.entries
      .filter((a) => a.vaultId === vaultId && (withOwners || !this.ownersOnly.has(a.id)))
      .filter((a) => !types || types.includes(a.type))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map((a) => ({ ...a }));
  }
}
