import { ActivityType } from '@storyvault/contracts';
import { Activity } from '../../domain/activity';

/** Who sees an activity: every member, or the owner alone (what only the owner may act on). */
export type ActivityAudience = 'family' | 'owner';

/** Port: what happened in a vault, for the "Latest Memories" feed. */
export abstract class ActivityLog {
  /** `audience` is `family` unless given. */
  abstract record(entry: {
    vaultId: string;
    type: ActivityType;
    description: string;
    at: Date;
    audience?: ActivityAudience;
  }): Promise<void>;
  /** Newest first; the owner's own lines only when `withOwners`. */
  abstract list(vaultId: string, limit: number, withOwners?: boolean): Promise<Activity[]>;
}
