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
  /** Newest first (ties: the greater id first). */
  abstract listByVault(vaultId: string): Promise<Story[]>;
  /**
   * At most `limit` of listByVault's stories, those after the story `before` in that order (from
   * the start without it); null when `before` is no story of this vault.
   */
  abstract listPageByVault(vaultId: string, limit: number, before: string | null): Promise<Story[] | null>;
  abstract findById(id: string): Promise<Story | null>;
}
