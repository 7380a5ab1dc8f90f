import { DEFAULT_LANGUAGE, ErrorCode, Language, translate } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

/**
 * Answering by link (docs/product.md §8 "Response pages"): what the senior is told when a link or
 * a story is refused is in the catalogue (`senior.refusal.*`), in the vault's language once the
 * link is known, else in the page's (its Accept-Language). The English is the specified text.
 */
export const AnswerText = {
  tokenAfterRecording: 'The token must come before the recording.',
  badRecordingSize: "The audioSize field must be the recording's length in bytes.",
  badSendId: 'sendId must be a UUID.',
} as const;

/** A missing, malformed or unknown answer token. */
export class InvalidLinkError extends DomainError {
  constructor(language: Language = DEFAULT_LANGUAGE) {
    super(ErrorCode.INVALID_LINK, translate(language, 'senior.refusal.invalidLink'));
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
  constructor(language: Language = DEFAULT_LANGUAGE, ownerFirstName?: string) {
    super(
      ErrorCode.LINK_EXPIRED,
      ownerFirstName ? linkExpiredFor(ownerFirstName, language) : translate(language, 'senior.refusal.linkExpired'),
    );
  }
}

/** One link took its answers for the day, or its recordings for the hour. */
export class AnswerLimitError extends DomainError {
  constructor(
    readonly limit: 'day' | 'hour',
    language: Language = DEFAULT_LANGUAGE,
  ) {
    super(
      ErrorCode.ANSWER_LIMIT_REACHED,
      translate(language, limit === 'day' ? 'senior.refusal.answersToday' : 'senior.refusal.recordingsThisHour'),
    );
  }
}

export class RecordingMissingError extends DomainError {
  constructor(language: Language = DEFAULT_LANGUAGE) {
    super(ErrorCode.RECORDING_MISSING, translate(language, 'senior.refusal.recordingMissing'));
  }
}

/** The reason (what the WAV check found) is for whoever reads the details, and stays English. */
export class RecordingUnreadableError extends DomainError {
  constructor(reason?: string, language: Language = DEFAULT_LANGUAGE) {
    super(
      ErrorCode.RECORDING_UNREADABLE,
      translate(language, 'senior.refusal.recordingUnreadable'),
      reason ? [reason] : undefined,
    );
  }
}

export class RecordingTooLargeError extends DomainError {
  constructor(language: Language = DEFAULT_LANGUAGE) {
    super(ErrorCode.RECORDING_TOO_LARGE, translate(language, 'senior.refusal.recordingTooLarge'));
  }
}

/** A recording of another length than the page announced: it did not arrive whole. */
export class RecordingCutShortError extends DomainError {
  constructor(language: Language = DEFAULT_LANGUAGE) {
    super(ErrorCode.UPLOAD_UNREADABLE, translate(language, 'senior.refusal.recordingCutShort'));
  }
}
