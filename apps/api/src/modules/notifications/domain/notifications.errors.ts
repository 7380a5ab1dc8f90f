import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

/** A stop-emails link that was altered, cut short or is for a collection that no longer exists. */
export class InvalidUnsubscribeLinkError extends DomainError {
  constructor() {
    super(
      ErrorCode.INVALID_UNSUBSCRIBE_LINK,
      'This link to stop the emails does not work. Sign in to StoryVault and change your email choice there.',
    );
  }
}
