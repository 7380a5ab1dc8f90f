import { ActivityType } from '@storyvault/contracts';
import { Activity } from '../../domain/activity';

/** Port: what happened in a vault, for the "Latest Memories" feed. */
export abstract class ActivityLog {
  abstract record(entry: { vaultId: string; type: ActivityType; description: string; at: Date }): Promise<void>;
  /** Newest first; only lines of `types` when given. */
  abstract list(vaultId: string, limit: number, types?: readonly ActivityType[]): Promise<Activity[]>;
}
