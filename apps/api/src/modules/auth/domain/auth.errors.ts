import { describeMissingPasswordItems, ErrorCode, ErrorText } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super(ErrorCode.INVALID_CREDENTIALS, ErrorText.invalidCredentials);
  }
}

export class EmailTakenError extends DomainError {
  constructor() {
    super(ErrorCode.EMAIL_TAKEN, ErrorText.emailTaken);
  }
}

export class WeakPasswordError extends DomainError {
  constructor(message: string, missing: string[]) {
    super(ErrorCode.WEAK_PASSWORD, message, missing);
  }

  static missing(items: string[]): WeakPasswordError {
    return new WeakPasswordError(describeMissingPasswordItems(items), items);
  }
}

export class InvalidResetTokenError extends DomainError {
  constructor() {
    super(ErrorCode.INVALID_RESET_TOKEN, ErrorText.invalidResetToken);
  }
}

export class WrongPasswordError extends DomainError {
  constructor() {
    super(ErrorCode.WRONG_PASSWORD, ErrorText.wrongPassword);
  }
}

export class SameEmailError extends DomainError {
  constructor() {
    super(ErrorCode.SAME_EMAIL, ErrorText.sameEmail);
  }
}

export class InvalidEmailChangeLinkError extends DomainError {
  constructor() {
    super(ErrorCode.INVALID_EMAIL_CHANGE_LINK, ErrorText.invalidEmailChangeLink);
  }
}

export class TooManyAttemptsError extends DomainError {
  constructor(message: string = ErrorText.tooManyAttempts) {
    super(ErrorCode.TOO_MANY_ATTEMPTS, message);
  }
}

export class UserNotFoundError extends DomainError {
  constructor(email: string) {
    super(ErrorCode.USER_NOT_FOUND, `No user with the email ${email}`);
  }
}

export class InvalidUserError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_USER, message);
  }
}
