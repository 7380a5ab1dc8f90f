import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Answering by link (docs/product.md §8 "Response pages"): the texts the senior sees. */
export const AnswerText = {
  invalidLink: 'Invalid link. Please check your email or SMS for the correct link.',
  emptyStory: 'Please write your story before submitting.',
  recordingUnreadable: 'The recording could not be read. Please record again.',
  recordingTooLarge: 'The recording is too long or too large (at most 30 minutes, 100 MB).',
  recordingMissing: 'No recording was received. Please record your story and submit it again.',
  linkExpired:
    'This link is more than 90 days old, so it no longer works. Your family can still hear from you: reply to the email this question came in and write your story there, or ask your family to send you a new question.',
  answersToday:
    'Thank you! Your stories for this question are saved. You have sent as many as one link takes in a day; you can send more tomorrow.',
  recordingsThisHour:
    'Thank you! Your recordings for this question are saved. You can send another recording in an hour.',
  uploadInProgress: 'Your recording is still being sent. Please wait until it is finished.',
  uploadsBusy: 'Many stories are being sent right now. Please wait a minute, then press Submit Story again.',
  tokenAfterRecording: 'The token must come before the recording.',
  badRecordingSize: "The audioSize field must be the recording's length in bytes.",
  recordingSizeMismatch: 'The recording did not arrive whole. Please press Submit Story again.',
} as const;

/** A missing, malformed or unknown answer token. */
export class InvalidLinkError extends DomainError {
  constructor() {
    super(ErrorCode.INVALID_LINK, AnswerText.invalidLink);
  }
}

/** The answer page's words for its own expired link, naming whose email to reply to. */
export function linkExpiredFor(ownerFirstName: string): string {
  return `This link no longer works. Just reply to ${ownerFirstName}'s email with your story.`;
}

/**
 * A link whose question was sent more than ANSWER_LIMITS.linkLifetimeDays ago. Opening the page
 * names the owner (short words under the question's page); a story sent to it gets the longer
 * explanation.
 */
export class LinkExpiredError extends DomainError {
  constructor(ownerFirstName?: string) {
    super(ErrorCode.LINK_EXPIRED, ownerFirstName ? linkExpiredFor(ownerFirstName) : AnswerText.linkExpired);
  }
}

/** One link took its answers for the day, or its recordings for the hour. */
export class AnswerLimitError extends DomainError {
  constructor(readonly limit: 'day' | 'hour') {
    super(ErrorCode.ANSWER_LIMIT_REACHED, limit === 'day' ? AnswerText.answersToday : AnswerText.recordingsThisHour);
  }
}

/** Too many uploads at once: from one link, or into this server. */
export class UploadsBusyError extends DomainError {
  constructor(readonly scope: 'link' | 'server') {
    super(ErrorCode.UPLOADS_BUSY, scope === 'link' ? AnswerText.uploadInProgress : AnswerText.uploadsBusy);
  }
}

export class EmptyStoryError extends DomainError {
  constructor() {
    super(ErrorCode.STORY_EMPTY, AnswerText.emptyStory);
  }
}

export class StoryTooLongError extends DomainError {
  constructor(maxLength: number) {
    super(
      ErrorCode.STORY_TOO_LONG,
      `Your story is longer than ${maxLength.toLocaleString('en-US')} characters. Please shorten it and submit again.`,
    );
  }
}

export class RecordingMissingError extends DomainError {
  constructor() {
    super(ErrorCode.RECORDING_MISSING, AnswerText.recordingMissing);
  }
}

export class RecordingUnreadableError extends DomainError {
  constructor(reason?: string) {
    super(ErrorCode.RECORDING_UNREADABLE, AnswerText.recordingUnreadable, reason ? [reason] : undefined);
  }
}

export class RecordingTooLargeError extends DomainError {
  constructor() {
    super(ErrorCode.RECORDING_TOO_LARGE, AnswerText.recordingTooLarge);
  }
}

/** The multipart upload itself could not be read (malformed, unexpected fields or files). */
export class UploadUnreadableError extends DomainError {
  constructor(reason: string) {
    super(ErrorCode.UPLOAD_UNREADABLE, `The upload could not be read: ${reason}`);
  }
}

/** No such story, another family's story, or a story without a recording: all look the same. */
export class RecordingNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.RECORDING_NOT_FOUND, 'Recording not found.');
  }
}

export class PhotoNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.PHOTO_NOT_FOUND, 'Photo not found.');
  }
}
