import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

export class InvalidMemberError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_MEMBER, message);
  }
}

export class MemberNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.MEMBER_NOT_FOUND, 'This person is not in your family list.');
  }
}

export class AlreadyMemberError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.ALREADY_MEMBER, message);
  }

  static owner(): AlreadyMemberError {
    return new AlreadyMemberError('That is your own email address: you already have this collection.');
  }

  static invited(): AlreadyMemberError {
    return new AlreadyMemberError('This person is already invited.');
  }

  static expired(): AlreadyMemberError {
    return new AlreadyMemberError('This person was invited, but the link ran out. Use Resend to send a new one.');
  }

  static joined(): AlreadyMemberError {
    return new AlreadyMemberError('This person has already joined.');
  }
}

export class MemberLimitError extends DomainError {
  constructor(max: number) {
    super(
      ErrorCode.MEMBER_LIMIT,
      `A collection can be shared with at most ${max} people. Remove someone to invite another.`,
    );
  }
}

export class InvitationNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.INVITATION_NOT_FOUND, 'This invitation link is not valid. Please check the link in your email.');
  }
}

export class InvitationGoneError extends DomainError {
  constructor() {
    super(
      ErrorCode.INVITATION_GONE,
      'This invitation link has already been used or has expired. Ask the person who invited you to send a new one.',
    );
  }
}

export class InvitationOtherAccountError extends DomainError {
  constructor(ownerName: string) {
    super(
      ErrorCode.INVITATION_OTHER_ACCOUNT,
      `This invitation is for a different email address. Sign out and open the link again, or ask ${ownerName} to invite this address.`,
    );
  }
}
