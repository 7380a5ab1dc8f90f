import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../../shared/jobs/job-queue';
import { STORY_EMAIL_JOB, StoryEmailJob } from '../../application/plan-story-notifications.handler';
import { SendStoryDigests } from '../../application/send-story-digests.use-case';
import { SendStoryEmails } from '../../application/send-story-emails.use-case';

export const NOTIFICATIONS_ROUND = 'notifications.round';
/** Digests are due by the week; a quarter of an hour late is nothing, and finds a lost story email soon. */
export const ROUND_SECONDS = 15 * 60;

/**
 * The worker's part of new-story emails, on the JobQueue: each story's emails (queued by the
 * StoryRecorded handler), and every quarter of an hour a round of due digests and left-behind
 * story emails, run by one worker per occurrence.
 */
@Injectable()
export class NotificationJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly storyEmails: SendStoryEmails,
    private readonly digests: SendStoryDigests,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work<StoryEmailJob>(STORY_EMAIL_JOB, async (job, ctx) => {
      await this.storyEmails.execute(job.payload.storyId, ctx.signal);
    });
    this.jobs.work(NOTIFICATIONS_ROUND, async (_job, ctx) => {
      await this.digests.execute(ctx.signal);
    });
    await this.jobs.every(NOTIFICATIONS_ROUND, ROUND_SECONDS);
  }
}
