import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { StoryTranscripts } from '../../stories/stories.public';
import { TranscribeOutcome, TranscribeStory } from './transcribe-story.use-case';

/** Transcription is not set up: TRANSCRIBE_URL is empty. */
export class TranscriptionNotConfiguredError extends Error {
  constructor() {
    super('Automatic transcription is not set up: set TRANSCRIBE_URL (see docs/transcription.md).');
  }
}

export interface MissingTranscripts {
  total: number;
  counts: Record<TranscribeOutcome, number>;
}

/**
 * The backlog, for `storyvault transcribe --missing`: every voice story not written down yet
 * (recorded before transcription was set up, or failed), oldest first, one at a time, in this
 * process. A worker's job for the same story stores nothing twice.
 */
@Injectable()
export class TranscribeMissing {
  constructor(
    private readonly stories: StoryTranscripts,
    private readonly transcribe: TranscribeStory,
    private readonly config: AppConfig,
  ) {}

  /** The stories it would transcribe. */
  async list(includePending = false): Promise<string[]> {
    return this.stories.untranscribed({ includePending });
  }

  async execute(
    options: {
      includePending?: boolean;
      onStory?: (done: number, total: number, outcome: TranscribeOutcome) => void;
    } = {},
  ): Promise<MissingTranscripts> {
    const ids = await this.list(options.includePending);
    if (ids.length && !this.config.transcriptionConfigured) throw new TranscriptionNotConfiguredError();
    const counts: Record<TranscribeOutcome, number> = { done: 0, 'already-done': 0, failed: 0, 'no-recording': 0 };
    for (const [index, storyId] of ids.entries()) {
      await this.stories.markPending(storyId);
      const outcome = await this.transcribe.execute(storyId, { lastTry: true });
      counts[outcome]++;
      options.onStory?.(index + 1, ids.length, outcome);
    }
    return { total: ids.length, counts };
  }
}
