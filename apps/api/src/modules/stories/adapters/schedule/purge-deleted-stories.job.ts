import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../../shared/jobs/job-queue';
import { PurgeDeletedStories } from '../../application/purge-deleted-stories.use-case';

export const PURGE_DELETED_STORIES = 'stories.purge-deleted';

/** Every hour one worker (whichever claims the job) purges the stories deleted more than 30 days ago. */
@Injectable()
export class PurgeDeletedStoriesJob implements OnModuleInit {
  private readonly logger = new Logger(PurgeDeletedStoriesJob.name);

  constructor(
    private readonly purge: PurgeDeletedStories,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work(PURGE_DELETED_STORIES, () => this.run());
    await this.jobs.every(PURGE_DELETED_STORIES, 60 * 60);
  }

  async run(): Promise<void> {
    const purged = await this.purge.execute();
    if (purged) this.logger.log({ purged }, 'Purged deleted stories');
  }
}
