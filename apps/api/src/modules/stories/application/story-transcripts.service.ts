import { Injectable } from '@nestjs/common';
import { StoryToTranscribe, TranscriptStore } from './ports/transcript.store';

/**
 * What the transcription module reads and writes of stories: a story's recordings, and its
 * transcript's state. A transcript is stored once; the story's own text and audio are never changed.
 */
@Injectable()
export class StoryTranscripts {
  constructor(private readonly store: TranscriptStore) {}

  find(storyId: string): Promise<StoryToTranscribe | null> {
    return this.store.find(storyId);
  }

  markPending(storyId: string): Promise<boolean> {
    return this.store.markPending(storyId);
  }

  /** Stores the transcript (trimmed) unless one is stored; answers whether this call stored it. */
  complete(storyId: string, transcript: string): Promise<boolean> {
    return this.store.complete(storyId, transcript.trim());
  }

  markFailed(storyId: string): Promise<boolean> {
    return this.store.markFailed(storyId);
  }

  /** The voice stories still to transcribe, oldest first: those never asked for, failed, and (when asked) pending. */
  untranscribed(options: { includePending: boolean; limit?: number }): Promise<string[]> {
    return this.store.untranscribed({ includePending: options.includePending, limit: options.limit ?? 100_000 });
  }
}
