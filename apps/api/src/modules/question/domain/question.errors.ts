import { DomainError } from '../../../shared/domain-error';

export class InvalidQuestionError extends DomainError {
  constructor(message: string) {
    super('INVALID_QUESTION', message);
  }
}

export class QuestionNotFoundError extends DomainError {
  constructor() {
    super('QUESTION_NOT_FOUND', 'That question does not exist.');
  }
}
