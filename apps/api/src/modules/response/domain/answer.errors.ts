import { DomainError } from '../../../shared/domain-error';

/** Answering by link (SPEC.md §8 "Response pages"): the texts the senior sees. */
export const AnswerText = {
  invalidLink: 'Invalid link. Please check your email or SMS for the correct link.',
  emptyStory: 'Please write your story before submitting.',
  recordingUnreadable: 'The recording could not be read. Please record again.',
  recordingTooLarge: 'The recording is too long or too large (at most 30 minutes, 100 MB).',
  recordingMissing: 'No recording was received. Please record your story and submit it again.',
} as const;

/** A missing, malformed or unknown answer token. */
export class InvalidLinkError extends DomainError {
  constructor() {
    super('INVALID_LINK', AnswerText.invalidLink);
  }
}

export class EmptyStoryError extends DomainError {
  constructor() {
    super('STORY_EMPTY', AnswerText.emptyStory);
  }
}

export class StoryTooLongError extends DomainError {
  constructor(maxLength: number) {
    super(
      'STORY_TOO_LONG',
      `Your story is longer than ${maxLength.toLocaleString('en-US')} characters. Please shorten it and submit again.`,
    );
  }
}

export class RecordingMissingError extends DomainError {
  constructor() {
    super('RECORDING_MISSING', AnswerText.recordingMissing);
  }
}

export class RecordingUnreadableError extends DomainError {
  constructor(reason?: string) {
    super('RECORDING_UNREADABLE', AnswerText.recordingUnreadable, reason ? [reason] : undefined);
  }
}

export class RecordingTooLargeError extends DomainError {
  constructor() {
    super('RECORDING_TOO_LARGE', AnswerText.recordingTooLarge);
  }
}

/** The multipart upload itself could not be read (malformed, unexpected fields or files). */
export class UploadUnreadableError extends DomainError {
  constructor(reason: string) {
    super('UPLOAD_UNREADABLE', `The upload could not be read: ${reason}`);
  }
}

/** No such story, another family's story, or a story without a recording: all look the same. */
export class RecordingNotFoundError extends DomainError {
  constructor() {
    super('RECORDING_NOT_FOUND', 'Recording not found.');
  }
}

export class RangeNotSatisfiableError extends DomainError {
  constructor() {
    super('RANGE_NOT_SATISFIABLE', 'The requested range is not part of the recording.');
  }
}

export class PhotoNotFoundError extends DomainError {
  constructor() {
    super('PHOTO_NOT_FOUND', 'Photo not found.');
  }
}
