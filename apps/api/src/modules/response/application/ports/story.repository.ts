import { NewStory, Story } from '../../domain/story';

/** Port: the stories of a vault. */
export abstract class StoryRepository {
  /**
   * Saves a story with its attachments. A story from an email is saved once per message:
   * given an inboundMessageId already used, the story saved then is returned.
   */
  abstract create(story: NewStory): Promise<Story>;
  /** create for a batch of stories at once; answers in the order given. */
  abstract createMany(stories: NewStory[]): Promise<Story[]>;
  /** Newest first. */
  abstract listByVault(vaultId: string): Promise<Story[]>;
  abstract findById(id: string): Promise<Story | null>;
}
