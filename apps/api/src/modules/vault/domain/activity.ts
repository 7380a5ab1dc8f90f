import { ActivityType, Frequency } from '@storyvault/contracts';
import { ActivityDetails, SettingsChanges } from './activity-line';

export interface Activity {
  id: string;
  vaultId: string;
  type: ActivityType;
  /** The English line written when it happened; what a line without `details` shows. */
  description: string;
  /** What happened, for each reader's line in their language; null on lines older than that. */
  details: ActivityDetails | null;
  createdAt: Date;
}

/**
 * The kinds of line every member reads: the stories arriving, and the questions the senior was
 * sent (what the family may look forward to). The rest (settings, the queue, pauses, skips) is
 * the owner's (docs/decisions/0078-what-members-see-of-feed-and-queue.md).
 */
export const MEMBER_ACTIVITY_TYPES: readonly ActivityType[] = ['story_received', 'question_sent'];

interface SettingsSnapshot {
  seniorName: string;
  seniorEmail: string;
  seniorPhone: string | null;
  frequency: Frequency;
  /** Older snapshots may lack them: then no change is named. */
  sendWeekday?: number;
  timeZone?: string;
}

/**
 * What a settings save changed, for the feed (but never the senior's address or phone, which
 * members must not read and an activity need not keep: only that they changed), or null when
 * nothing the owner can see changed (the dialog saves every field each time). A frequency chosen
 * during the trial is said to apply after it, since trial questions stay weekly (docs/product.md §6).
 */
export function settingsChanges(
  before: SettingsSnapshot,
  after: SettingsSnapshot,
  ownerHasFullAccess: boolean,
): ({ kind: 'settings' } & SettingsChanges) | null {
  const changes: SettingsChanges = { senior: after.seniorName };
  if (after.seniorName !== before.seniorName) changes.name = after.seniorName;
  if (after.seniorEmail !== before.seniorEmail || after.seniorPhone !== before.seniorPhone) changes.contact = true;
  if (after.frequency !== before.frequency)
    changes.frequency = { weeks: after.frequency, afterUpgrade: !ownerHasFullAccess };
  if (after.sendWeekday !== undefined && after.sendWeekday !== before.sendWeekday) changes.weekday = after.sendWeekday;
  if (after.timeZone !== undefined && after.timeZone !== before.timeZone) changes.timeZone = after.timeZone;
  return Object.keys(changes).length > 1 ? { kind: 'settings', ...changes } : null;
}
