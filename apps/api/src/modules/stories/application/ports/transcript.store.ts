import { TranscriptStatus } from '../../domain/story';

/** A recording of a story, to be written down. */
export interface StoryRecording {
  mediaKey: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
}

/** What transcription needs of a story. */
export interface StoryToTranscribe {
  id: string;
  vaultId: string;
  status: TranscriptStatus;
  /** Every recording of the story (the first is its recording), in the order they came. */
  recordings: StoryRecording[];
}

/**
 * Port: the transcripts of voice stories, beside the story rows. `complete` stores a transcript
 * once: whoever comes second (another worker, a repeated job) changes nothing.
 */
export abstract class TranscriptStore {
  /** The story with its recordings, deleted or not; null for an unknown id or a story without one. */
  abstract find(storyId: string): Promise<StoryToTranscribe | null>;
  /** none or failed → pending; answers whether it changed. */
  abstract markPending(storyId: string): Promise<boolean>;
  /** Stores the transcript, unless one is stored already; answers whether this call stored it. */
  abstract complete(storyId: string, transcript: string): Promise<boolean>;
  /** pending (or none) → failed; a stored transcript stays. */
  abstract markFailed(storyId: string): Promise<boolean>;
  /** Voice stories not deleted and without a transcript, oldest first (pending ones too when asked). */
  abstract untranscribed(options: { includePending: boolean; limit: number }): Promise<string[]>;
}
