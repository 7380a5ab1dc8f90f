import { Injectable } from '@nestjs/common';
import { Story } from '../domain/story';
import { StoryRef, StoryRepository } from './ports/story.repository';

export type { StoryRef } from './ports/story.repository';

/**
 * What other modules read of stories with no member to check: the family module names the story
 * a comment is on, the new-story emails quote a story's opening lines. Only stories that are not
 * deleted count.
 */
@Injectable()
export class StoryLookup {
  constructor(private readonly stories: StoryRepository) {}

  /** The story when it is in this vault and not deleted; null otherwise (unknown or malformed ids too). */
  async liveInVault(vaultId: string, storyId: string): Promise<StoryRef | null> {
    const story = await this.live(storyId);
    return story && story.vaultId === vaultId ? story : null;
  }

  /**
   * The story an answer page sent before for this question with this send id (deleted since, or
   * not): a page sending it again is answered by it. Null when there is none.
   */
  sentBefore(deliveryId: string, sendId: string): Promise<string | null> {
    return this.stories.sentBefore(deliveryId, sendId);
  }

  /** The stories among `ids` that exist and are not deleted: one read, however many. */
  async liveByIds(ids: string[]): Promise<StoryRef[]> {
    const unique = [...new Set(ids)];
    return unique.length ? this.stories.liveRefsByIds(unique) : [];
  }

  /** The whole stories among `ids` that exist and are not deleted, by id. */
  async byIds(ids: string[]): Promise<Map<string, Story>> {
    const found = new Map<string, Story>();
    for (const id of new Set(ids)) {
      const story = await this.stories.findById(id);
      if (story && !story.deletedAt) found.set(id, story);
    }
    return found;
  }

  private async live(id: string): Promise<StoryRef | null> {
    const story = await this.stories.findById(id);
    if (!story || story.deletedAt) return null;
    return { id: story.id, vaultId: story.vaultId, questionText: story.questionText, title: story.title };
  }
}
