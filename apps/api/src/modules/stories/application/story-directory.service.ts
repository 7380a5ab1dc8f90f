import { Injectable } from '@nestjs/common';
import { Story } from '../domain/story';
import { StoryRepository } from './ports/story.repository';

/**
 * What other modules read of stories with no member to check: the new-story emails, sent by the
 * worker, quote a story's opening lines. Deleted stories are left out.
 */
@Injectable()
export class StoryDirectory {
  constructor(private readonly stories: StoryRepository) {}

  /** The stories among `ids` that exist and are not deleted, by id. */
  async byIds(ids: string[]): Promise<Map<string, Story>> {
    const found = new Map<string, Story>();
    for (const id of new Set(ids)) {
      const story = await this.stories.findById(id);
      if (story && !story.deletedAt) found.set(id, story);
    }
    return found;
  }
}
