import { Injectable } from '@nestjs/common';
import { normalizeQuestionText, Question } from '../domain/question';
import { QuestionRepository } from './ports/question.repository';

/** An owner writes a question of their own; only they can use it. */
@Injectable()
export class CreateCustomQuestion {
  constructor(private readonly questions: QuestionRepository) {}

  execute(input: { text: string; ownerId: string }): Promise<Question> {
    return this.questions.createCustom({ text: normalizeQuestionText(input.text), ownerId: input.ownerId });
  }
}
