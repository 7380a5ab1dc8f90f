import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../../shared/domain-error';

/** The answer pages' text (docs/product.md §8) for a missing, malformed or unknown token. */
export const INVALID_LINK_TEXT = 'Invalid link. Please check your email or SMS for the correct link.';

export class InvalidChoiceLinkError extends DomainError {
  constructor() {
    super(ErrorCode.INVALID_LINK, INVALID_LINK_TEXT);
  }
}

/** A second choice: the first stands; the message says, in her language, what was chosen. */
export class ChoiceAlreadyMadeError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.CHOICE_ALREADY_MADE, message);
  }
}

export class InvalidChoiceError extends DomainError {
  constructor() {
    super(ErrorCode.INVALID_CHOICE, 'Please choose one of the two buttons.');
  }
}
