import { ErrorCode } from '@storyvault/contracts';
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
