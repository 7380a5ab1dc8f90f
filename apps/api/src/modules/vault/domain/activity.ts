import { ActivityType, Frequency, FREQUENCY_LABELS, WEEKDAY_NAMES } from '@storyvault/contracts';

export interface Activity {
  id: string;
  vaultId: string;
  type: ActivityType;
  description: string;
  createdAt: Date;
}

/**
 * The kinds of line every member reads: the stories arriving, and the questions the senior was
 * sent (what the family may look forward to). The rest (settings, the queue, pauses, skips) is
 * the owner's (docs/decisions/0078-what-members-see-of-feed-and-queue.md).
 */
export const MEMBER_ACTIVITY_TYPES: readonly ActivityType[] = ['story_received', 'question_sent'];

/** Quotes a question in an activity line, shortened so the feed stays readable. */
export function quoteQuestion(text: string, max = 80): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return `“${oneLine.length > max ? oneLine.slice(0, max - 1).trimEnd() + '…' : oneLine}”`;
}

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
 * The feed's line for a settings save, naming what changed (but never the senior's address or
 * phone, which members must not read and an activity line need not keep), or null when nothing the owner can
 * see changed (the dialog saves every field each time). A frequency chosen during the trial is
 * said to apply after it, since trial questions stay weekly (docs/product.md §6).
 */
export function describeSettingsChange(
  before: SettingsSnapshot,
  after: SettingsSnapshot,
  ownerHasFullAccess: boolean,
): string | null {
  const changes: string[] = [];
  if (after.seniorName !== before.seniorName) changes.push(`name is now ${after.seniorName}`);
  // The address and the phone are never written into the feed: only that they changed.
  if (after.seniorEmail !== before.seniorEmail || after.seniorPhone !== before.seniorPhone) {
    changes.push(`${after.seniorName}'s contact details changed`);
  }
  if (after.frequency !== before.frequency) {
    const label = FREQUENCY_LABELS[after.frequency].toLowerCase();
    changes.push(ownerHasFullAccess ? `questions ${label}` : `questions ${label} once you upgrade`);
  }
  if (after.sendWeekday !== undefined && after.sendWeekday !== before.sendWeekday) {
    changes.push(`questions arrive on ${WEEKDAY_NAMES[after.sendWeekday]}s`);
  }
  if (after.timeZone !== undefined && after.timeZone !== before.timeZone) {
    changes.push(`time zone is now ${after.timeZone.replace(/_/g, ' ')}`);
  }
  return changes.length ? `Vault settings updated: ${changes.join(', ')}` : null;
}
