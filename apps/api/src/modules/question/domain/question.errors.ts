import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

export class InvalidQuestionError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.INVALID_QUESTION, message);
  }
}

export class QuestionNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.QUESTION_NOT_FOUND, 'That question does not exist.');
  }
}
