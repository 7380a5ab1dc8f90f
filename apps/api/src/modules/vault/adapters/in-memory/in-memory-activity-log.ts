import { randomUUID } from 'node:crypto';
import { ActivityType } from '@storyvault/contracts';
import { ActivityLog } from '../../application/ports/activity-log';
import { Activity } from '../../domain/activity';

export class InMemoryActivityLog extends ActivityLog {
  readonly entries: Activity[] = [];

  async record(entry: { vaultId: string; type: ActivityType; description: string; at: Date }): Promise<void> {
    this.entries.push({
      id: randomUUID(),
      vaultId: entry.vaultId,
      type: entry.type,
      description: entry.description,
      createdAt: entry.at,
    });
  }

  async list(vaultId: string, limit: number, types?: readonly ActivityType[]): Promise<Activity[]> {
    return this.entries
      .filter((a) => a.vaultId === vaultId && (!types || types.includes(a.type)))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map((a) => ({ ...a }));
  }
}
