import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { JobQueue, RetryLaterError } from '../../../../shared/jobs/job-queue';
import { Clock } from '../../../../shared/time/clock';
import { TRANSCRIBE_ATTEMPTS, TRANSCRIBE_JOB, TranscribeJob } from '../../application/plan-transcription.handler';
import { TranscribeStory } from '../../application/transcribe-story.use-case';
import { TranscriptionUnavailableError } from '../../domain/transcription.errors';

/**
 * The worker's part of transcription: each voice story's job. A service that asked to wait
 * (429 with Retry-After) is tried again no sooner than it asked.
 */
@Injectable()
export class TranscriptionJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly transcribe: TranscribeStory,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.work<TranscribeJob>(
      TRANSCRIBE_JOB,
      async (job, ctx) => {
        try {
          await this.transcribe.execute(job.payload.storyId, {
            signal: ctx.signal,
            progress: (done, total) => ctx.progress({ done, total }),
            lastTry: job.attempt >= TRANSCRIBE_ATTEMPTS,
          });
        } catch (error) {
          if (error instanceof TranscriptionUnavailableError && error.retryAfterSeconds !== null)
            throw new RetryLaterError(
              error.message,
              new Date(this.clock.now().getTime() + error.retryAfterSeconds * 1000),
            );
          throw error;
        }
      },
      { leaseSeconds: this.config.TRANSCRIBE_LEASE_SECONDS },
    );
  }
}
