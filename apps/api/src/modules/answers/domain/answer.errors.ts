import { DEFAULT_LANGUAGE, ErrorCode, Language, translate } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Answering by link (docs/product.md §8 "Response pages"): the texts the senior sees. */
export const AnswerText = {
  invalidLink: 'Invalid link. Please check your email or SMS for the correct link.',
  recordingUnreadable: 'The recording could not be read. Please record again.',
  recordingTooLarge: 'The recording is too long or too large (at most 30 minutes, 100 MB).',
  recordingMissing: 'No recording was received. Please record your story and submit it again.',
  linkExpired:
    'This link is more than 90 days old, so it no longer works. Your family can still hear from you: reply to the email this question came in and write your story there, or ask your family to send you a new question.',
  answersToday:
    'Thank you! Your stories for this question are saved. You have sent as many as one link takes in a day; you can send more tomorrow.',
  recordingsThisHour:
    'Thank you! Your recordings for this question are saved. You can send another recording in an hour.',
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
export function linkExpiredFor(ownerFirstName: string, language: Language = DEFAULT_LANGUAGE): string {
  return translate(language, 'senior.page.linkGone', { owner: ownerFirstName });
}

/**
 * A link whose question was sent more than ANSWER_LIMITS.linkLifetimeDays ago. Opening the page
 * names the owner (short words under the question's page); a story sent to it gets the longer
 * explanation.
 */
export class LinkExpiredError extends DomainError {
  constructor(ownerFirstName?: string, language: Language = DEFAULT_LANGUAGE) {
    super(ErrorCode.LINK_EXPIRED, ownerFirstName ? linkExpiredFor(ownerFirstName, language) : AnswerText.linkExpired);
  }
}

/** One link took its answers for the day, or its recordings for the hour. */
export class AnswerLimitError extends DomainError {
  constructor(readonly limit: 'day' | 'hour') {
    super(ErrorCode.ANSWER_LIMIT_REACHED, limit === 'day' ? AnswerText.answersToday : AnswerText.recordingsThisHour);
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
