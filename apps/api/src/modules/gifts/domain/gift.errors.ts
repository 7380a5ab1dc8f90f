import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

/** A gift's field at fault: `details` names the field, so the page shows the message beside it. */
export class InvalidGiftError extends DomainError {
  constructor(field: string, message: string) {
    super(ErrorCode.INVALID_GIFT, message, [field]);
  }
}

/** No such gift, or not this giver's: the same answer, so ids cannot be probed. */
export class GiftNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.GIFT_NOT_FOUND, 'Gift not found.');
  }
}
