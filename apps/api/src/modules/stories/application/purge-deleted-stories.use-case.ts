import { Injectable } from '@nestjs/common';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { RESTORE_DAYS, Story } from '../domain/story';
import { removeStoryFiles } from './story-files-removal';
import { StoryRepository } from './ports/story.repository';

const BATCH = 50;

/**
 * Stories deleted more than 30 days ago go for good: every file (recordings, photos with their
 * served copies, other attachments), then the story with its revisions, comments and
 * notification rows. Idempotent (a file already gone is no failure) and safe with several
 * workers (each story is locked while it goes; a locked one is skipped).
 */
@Injectable()
export class PurgeDeletedStories {
  constructor(
    private readonly stories: StoryRepository,
    private readonly media: ObjectStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - RESTORE_DAYS * 24 * 60 * 60 * 1000);
    let total = 0;
    for (;;) {
      const purged = await this.stories.purgeDeleted(cutoff, BATCH, (story) => this.removeFiles(story));
      total += purged;
      if (purged < BATCH) return total;
    }
  }

  private removeFiles(story: Story): Promise<void> {
    return removeStoryFiles(this.media, story);
  }
}
