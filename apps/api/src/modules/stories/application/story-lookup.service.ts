import { Injectable } from '@nestjs/common';
import { Story } from '../domain/story';
import { StoryRepository } from './ports/story.repository';

/** What another module needs to name a story: which vault it is in, the question it answers, its title. */
export interface StoryRef {
  id: string;
  vaultId: string;
  questionText: string;
  /** The owner's title; null until given. */
  title: string | null;
}

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

  /** The stories among `ids` that exist and are not deleted. */
  async liveByIds(ids: string[]): Promise<StoryRef[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.live(id)));
    return found.filter((s): s is StoryRef => s !== null);
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
