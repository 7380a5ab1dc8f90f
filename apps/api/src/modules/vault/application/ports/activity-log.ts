import { ActivityType } from '@storyvault/contracts';
import { Activity } from '../../domain/activity';
import { ActivityDetails } from '../../domain/activity-line';

/** Who sees an activity: every member, or the owner alone (what only the owner may act on). */
export type ActivityAudience = 'family' | 'owner';

/** Which lines a reader gets. */
export interface ActivityView {
  withOwners?: boolean;
  types?: readonly ActivityType[];
}

/** Port: what happened in a vault, for the "Latest Memories" feed. */
export abstract class ActivityLog {
  /** `audience` is `family` unless given. */
  abstract record(entry: {
    vaultId: string;
    type: ActivityType;
    /** The English line: what old clients and the CLI read. */
    description: string;
    /** What happened: each reader's line is written from it in their language. */
    details: ActivityDetails;
    at: Date;
    audience?: ActivityAudience;
  }): Promise<void>;
  /**
   * Newest first. The owner's own lines only when `withOwners`; only lines of `types` when given.
   */
  abstract list(vaultId: string, limit: number, view?: ActivityView): Promise<Activity[]>;
}
