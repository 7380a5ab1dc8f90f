import { NotifyChoice } from '@storyvault/contracts';

/** How a person hears of a story: in its own email, or in the weekly digest. */
export type NotificationMode = 'each' | 'weekly';

/** One story to tell one person. */
export interface NewNotification {
  storyId: string;
  userId: string;
  vaultId: string;
  mode: NotificationMode;
  createdAt: Date;
}

/** A row a worker holds (state `sending` until `until`), with the Message-ID its email goes with. */
export interface ClaimedNotification extends NewNotification {
  messageId: string;
}

export interface NotificationKey {
  storyId: string;
  userId: string;
}

/**
 * Port: each person's new-story email choice per vault, and the stories still to tell them.
 * A row goes pending → sending (claimed, with its Message-ID) → sent, or skipped; a claim that
 * ran out (the worker died) may be taken again, and keeps its Message-ID.
 */
export abstract class NotificationStore {
  /** The person's choice in this vault: 'each' when they never chose. */
  abstract choiceOf(vaultId: string, userId: string): Promise<NotifyChoice>;
  /** The choices made in this vault, by user id (people who never chose are absent). */
  abstract choicesIn(vaultId: string): Promise<Map<string, NotifyChoice>>;
  /** choicesIn for many vaults in one read, by vault id (vaults where no one chose are absent). */
  abstract choicesInVaults(vaultIds: string[]): Promise<Map<string, Map<string, NotifyChoice>>>;
  /** False when the vault or the person no longer exists. 'each', the default, is kept as no row at all. */
  abstract setChoice(vaultId: string, userId: string, notify: NotifyChoice, at: Date): Promise<boolean>;

  /** Adds rows still to send; a row for a story and person already there is left as it is. */
  abstract add(rows: NewNotification[]): Promise<void>;

  /**
   * Takes the story's 'each' rows that are pending, or sending with a claim that ran out by
   * `now`, for this worker until `until`; each keeps the Message-ID it had or gets a new one.
   * Two workers asking at once never get the same row.
   */
  abstract claimStory(storyId: string, now: Date, until: Date): Promise<ClaimedNotification[]>;

  /** People with weekly rows to send whose oldest one was made at or before `oldestBy`. */
  abstract dueDigests(oldestBy: Date, now: Date): Promise<Array<{ vaultId: string; userId: string }>>;

  /**
   * Takes one person's weekly rows of one vault for one digest, all with one Message-ID: a digest
   * whose claim ran out is taken again whole, with its Message-ID, before any pending row.
   */
  abstract claimDigest(vaultId: string, userId: string, now: Date, until: Date): Promise<ClaimedNotification[]>;

  /** Stories with 'each' rows left behind: pending since before `pendingBefore`, or claimed and run out. */
  abstract leftBehind(pendingBefore: Date, now: Date): Promise<string[]>;

  /** The email went: the claimed rows are sent. */
  abstract markSent(keys: NotificationKey[], at: Date): Promise<void>;
  /** Not to be sent (the person left, or chose none): the claimed rows are skipped for good. */
  abstract skip(keys: NotificationKey[]): Promise<void>;
  /** Sending failed: the claimed rows are pending again, with their Message-ID, for the next try. */
  abstract release(keys: NotificationKey[]): Promise<void>;
}
