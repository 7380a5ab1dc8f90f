import { Injectable } from '@nestjs/common';
import { isUsableBy, Question } from '../domain/question';
import { QuestionNotFoundError } from '../domain/question.errors';
import { QuestionRepository } from './ports/question.repository';

/** What other modules may ask of the question module. */
@Injectable()
export class QuestionCatalog {
  constructor(private readonly questions: QuestionRepository) {}

  listPrewritten(): Promise<Question[]> {
    return this.questions.listPrewritten();
  }

  starterSet(): Promise<Question[]> {
    return this.questions.listStarterSet();
  }

  /** Questions by id, as a map; unknown ids are simply absent. */
  async byIds(ids: string[]): Promise<Map<string, Question>> {
    const found = ids.length ? await this.questions.findByIds([...new Set(ids)]) : [];
    return new Map(found.map((q) => [q.id, q]));
  }

  /** A question the owner may put in a vault: from the library, or one they wrote. */
  async usableBy(questionId: string, ownerId: string): Promise<Question> {
    const [question] = await this.questions.findByIds([questionId]);
    if (!question || !isUsableBy(question, ownerId)) throw new QuestionNotFoundError();
    return question;
  }
}
