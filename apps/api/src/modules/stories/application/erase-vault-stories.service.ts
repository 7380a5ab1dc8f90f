import { Injectable } from '@nestjs/common';
import { ObjectStore } from '../../../shared/storage/object-store';
import { StoryRepository } from './ports/story.repository';
import { removeStoryFiles } from './story-files-removal';

const BATCH = 50;

/**
 * Every story of a vault that is being erased goes, its files first (as the purge of deleted
 * stories does): a story whose files could not all go stays, and the next run tries again.
 */
@Injectable()
export class EraseVaultStories {
  constructor(
    private readonly stories: StoryRepository,
    private readonly media: ObjectStore,
  ) {}

  async execute(vaultId: string): Promise<number> {
    let total = 0;
    for (;;) {
      const purged = await this.stories.purgeVault(vaultId, BATCH, (story) => removeStoryFiles(this.media, story));
      total += purged;
      if (purged === 0) return total;
    }
  }
}
