import { Injectable } from '@nestjs/common';
import { StoryRepository } from './ports/story.repository';

/** What another module needs to name a story: which vault it is in and the question it answers. */
export interface StoryRef {
  id: string;
  vaultId: string;
  questionText: string;
}

/** Looks up stories for the family module (comments): only stories that are not deleted count. */
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

  private async live(id: string): Promise<StoryRef | null> {
    const story = await this.stories.findById(id);
    if (!story || story.deletedAt) return null;
    return { id: story.id, vaultId: story.vaultId, questionText: story.questionText };
  }
}
