import { DEFAULT_LANGUAGE, Language } from '@storyvault/contracts';
import { EmptyStoryError, StoryTooLongError } from '../../stories/stories.public';
import { RecordingTooLargeError, RecordingUnreadableError } from './answer.errors';
import { NotAWavError, readWav, WavInfo } from './wav';

/**
 * Limits of answers sent from the answer pages (docs/decisions/0017-answer-pages.md).
 * 30,000 characters of any script fit the API's 100 kB JSON body limit (at most 3 UTF-8 bytes
 * each); 30 minutes of 16-bit mono at 24 kHz (what the record page makes) fit in 100 MB.
 */
export const ANSWER_LIMITS = {
  maxStoryLength: 30_000,
  maxRecordingBytes: 100 * 1024 * 1024,
  maxRecordingSeconds: 30 * 60,
  /** Answers (written or recorded) one link takes in 24 hours, and recordings in one hour. */
  answersPerDay: 10,
  recordingsPerHour: 3,
  /** A link stops working this long after its question was sent; a reply by email still works. */
  linkLifetimeDays: 90,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a question sent at `sentAt` is too old for its answer links to work at `now`. */
export function linkExpired(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() > ANSWER_LIMITS.linkLifetimeDays * DAY_MS;
}

/** The story as it will be kept: trimmed, not empty, not too long. */
export function writtenStory(text: string | undefined | null): string {
  const trimmed = (text ?? '').trim();
  if (!trimmed) throw new EmptyStoryError();
  if (trimmed.length > ANSWER_LIMITS.maxStoryLength) throw new StoryTooLongError(ANSWER_LIMITS.maxStoryLength);
  return trimmed;
}

/**
 * A recording we can keep: a real PCM/float WAV within the size and duration limits, told by
 * its first bytes (`head`, holding at least its header) and its whole size. Refused in `language`.
 */
export function checkRecording(
  head: Uint8Array,
  size: number = head.length,
  language: Language = DEFAULT_LANGUAGE,
): WavInfo {
  if (size > ANSWER_LIMITS.maxRecordingBytes) throw new RecordingTooLargeError(language);
  let info: WavInfo;
  try {
    info = readWav(head, size);
  } catch (error) {
    if (error instanceof NotAWavError) throw new RecordingUnreadableError(error.reason, language);
    throw error;
  }
  if (info.durationSeconds > ANSWER_LIMITS.maxRecordingSeconds) throw new RecordingTooLargeError(language);
  return info;
}

/** How the answer pages greet the senior: the first word of the name the owner gave. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * A story kept from an answer page. `again` when the page had sent it before (the same send id)
 * and the story kept then answers it: nothing is kept twice.
 */
export interface KeptAnswer {
  storyId: string;
  again: boolean;
}
