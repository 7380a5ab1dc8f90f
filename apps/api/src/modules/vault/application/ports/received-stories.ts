import { ActivityDetails } from '../../domain/activity-line';

/** A story that arrived in a vault, as the vault logs and counts it. */
export interface ReceivedStory {
  vaultId: string;
  storyId: string;
  vaultQuestionId: string | null;
  /** The English line, and what happened (each reader's line is written from it). */
  description: string;
  details: ActivityDetails;
  at: Date;
}

/** Port: the vault's side of its stories: the story_received activity, the count, the question answered. */
export abstract class ReceivedStories {
  /**
   * Stories arrived: logs each story_received activity, counts each story and marks its question
   * answered, all at once and once per story (false for a story already recorded); answers in
   * the order given.
   */
  abstract recordStoriesReceived(entries: ReceivedStory[]): Promise<boolean[]>;
  /**
   * Stories deleted or restored: each vault's count leaves out its deleted stories again. Told
   * the same change twice, or changes out of order, the count still ends right.
   */
  abstract storiesDeletedOrRestored(
    changes: Array<{ vaultId: string; storyId: string; deleted: boolean }>,
  ): Promise<void>;
}
