import { CUSTOM_QUESTION_MAX_LENGTH, ErrorCode, FAMILY_LIMITS } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

export class InvalidCommentError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_COMMENT, message);
  }
}

export const CommentText = {
  empty: 'Please write a comment before posting it.',
  tooMany: 'You have written many comments in the last few minutes. Please wait a little before writing more.',
  pageLimit: `limit must be a whole number from 1 to ${FAMILY_LIMITS.commentsPageMax}.`,
  pageBefore: 'before must be the id of a comment.',
  storyFull: `This story has ${FAMILY_LIMITS.commentsPerStory} comments, as many as a story can hold.`,
  tooLong: `A comment can be at most ${FAMILY_LIMITS.commentMaxLength.toLocaleString('en-US')} characters long.`,
} as const;

export class StoryCommentsFullError extends DomainError {
  constructor() {
    super(ErrorCode.COMMENT_LIMIT_REACHED, CommentText.storyFull);
  }
}

export class CommentNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.COMMENT_NOT_FOUND, 'This comment does not exist, or it was deleted.');
  }
}

/** A member deleting someone else's comment: only its author and the vault's owner may. */
export class CommentForbiddenError extends DomainError {
  constructor() {
    super(
      ErrorCode.VAULT_FORBIDDEN,
      'Only the person who wrote this comment, or the owner of the vault, can delete it.',
    );
  }
}

/** A suggestion is a question for the senior: its text follows the rules of a custom question. */
export class InvalidSuggestionError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_QUESTION, message);
  }
}

export const SuggestionText = {
  empty: 'Please write a question before suggesting it.',
  tooMany: 'You have suggested many questions in the last hour. Please try again later.',
  tooLong: `A question can be at most ${CUSTOM_QUESTION_MAX_LENGTH} characters long.`,
} as const;

export class SuggestionNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.SUGGESTION_NOT_FOUND, 'This suggestion is no longer waiting: it was added or dismissed already.');
  }
}
