import { DEFAULT_LANGUAGE, ErrorCode, Language, translate } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

/** A deleted story is only restored; it takes no revision and no file until then. */
export class StoryDeletedError extends DomainError {
  constructor() {
    super(ErrorCode.STORY_DELETED, 'This story was deleted. Restore it first.');
  }
}

/** Tags given to a story that cannot be kept as they are. */
export class InvalidStoryTagsError extends DomainError {
  constructor(reason: string) {
    super(ErrorCode.STORY_TAGS_INVALID, `The tags cannot be saved: ${reason}.`);
  }
}

/** A title too long to be one. */
export class InvalidStoryTitleError extends DomainError {
  constructor(max: number) {
    super(ErrorCode.STORY_TITLE_INVALID, `The title can be at most ${max} characters.`);
  }
}

/** "When it happened" that is neither a year nor a decade we can place. */
export class InvalidStoryPeriodError extends DomainError {
  constructor(thisYear: number) {
    super(
      ErrorCode.STORY_PERIOD_INVALID,
      `When it happened must be a year like 1962 or a decade like 1960s, from 1800 to ${thisYear}.`,
    );
  }
}

/** No such version of this story. */
export class RevisionNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.REVISION_NOT_FOUND, 'This version of the story was not found.');
  }
}

/** Two edits of a story made at once from the same version: the second is refused, not interleaved. */
export class StoryEditConflictError extends DomainError {
  constructor() {
    super(ErrorCode.STORY_EDIT_CONFLICT, 'This story was just changed elsewhere. Reload it and try again.');
  }
}

/** A written story with nothing in it. */
export class EmptyStoryError extends DomainError {
  constructor() {
    super(ErrorCode.STORY_EMPTY, 'Please write your story before submitting.');
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

/** Too many uploads at once: from one link (or person), or into this server; said in `language`. */
export class UploadsBusyError extends DomainError {
  constructor(
    readonly scope: 'link' | 'server',
    language: Language = DEFAULT_LANGUAGE,
  ) {
    super(
      ErrorCode.UPLOADS_BUSY,
      translate(language, scope === 'link' ? 'senior.refusal.uploadsBusyLink' : 'senior.refusal.uploadsBusyServer'),
    );
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
