import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainEvent } from '../../../shared/events/domain-event';
import { JobQueue } from '../../../shared/jobs/job-queue';
import { StoryTranscripts } from '../../stories/stories.public';

export const TRANSCRIBE_JOB = 'transcription.story';

export interface TranscribeJob {
  storyId: string;
}

/** Tries of one story's transcription, 30 s apart and doubling (about 4 hours in all), before it is failed. */
export const TRANSCRIBE_ATTEMPTS = 10;

/** The job's key: one job per voice story's recording, however often its event is handled. */
export const transcribeKey = (storyId: string) => `transcribe:${storyId}`;

/**
 * StoryRecorded of a voice story, when transcription is set up: the story is marked pending and a
 * job to write it down queued, keyed by the story. Unconfigured, nothing happens (the story says
 * it has not been written down).
 */
@Injectable()
export class PlanTranscription {
  static readonly handlerName = 'transcription.plan';

  constructor(
    private readonly stories: StoryTranscripts,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  async handle(events: DomainEvent<'StoryRecorded'>[]): Promise<void> {
    if (!this.config.transcriptionConfigured) return;
    for (const { payload } of events) {
      if (payload.responseType !== 'voice') continue;
      await this.queue(payload.storyId);
    }
  }

  /** Marks the story pending and queues its job (a job already queued, running or done for it is kept). */
  async queue(storyId: string): Promise<void> {
    await this.stories.markPending(storyId);
    await this.jobs.enqueue<TranscribeJob>(
      TRANSCRIBE_JOB,
      { storyId },
      {
        key: transcribeKey(storyId),
        maxAttempts: TRANSCRIBE_ATTEMPTS,
        backoffSeconds: this.config.TRANSCRIBE_BACKOFF_SECONDS,
      },
    );
  }
}
