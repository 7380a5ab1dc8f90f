/** A story as the family module sees it. */
export interface FamilyStory {
  id: string;
  vaultId: string;
  questionText: string;
  /** The owner's title; null until given (the question names the story then). */
  title: string | null;
}

/** Port: the stories comments are written on (the stories module's, read through its public surface). */
export abstract class FamilyStories {
  /** The story when it is in this vault and not deleted; null otherwise. */
  abstract liveInVault(vaultId: string, storyId: string): Promise<FamilyStory | null>;
  /** Those of `ids` that exist and are not deleted. */
  abstract liveByIds(ids: string[]): Promise<FamilyStory[]>;
}
