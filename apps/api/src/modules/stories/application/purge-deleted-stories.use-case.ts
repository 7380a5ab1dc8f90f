import { Injectable } from '@nestjs/common';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { RESTORE_DAYS, Story } from '../domain/story';
import { SERVED_STORY_PHOTOS, servedPhotoKey } from '../domain/story-files';
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

  private async removeFiles(story: Story): Promise<void> {
    const keys = new Set<string>();
    if (story.mediaKey) keys.add(story.mediaKey);
    for (const file of story.attachments) {
      keys.add(file.mediaKey);
      if (file.kind === 'photo')
        for (const copy of SERVED_STORY_PHOTOS) keys.add(servedPhotoKey(story.id, file.id, copy));
    }
    for await (const object of this.media.list(`stories/${story.id}/`)) keys.add(object.key);
    for (const key of keys) await this.media.delete(key);
  }
}
