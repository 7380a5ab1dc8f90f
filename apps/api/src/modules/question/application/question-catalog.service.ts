import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language } from '@storyvault/contracts';
import { inLanguage } from '../domain/library/library-text';
import { isUsableBy, Question } from '../domain/question';
import { QuestionNotFoundError } from '../domain/question.errors';
import { QuestionRepository } from './ports/question.repository';

/**
 * What other modules may ask of the question module. A library question's text is chosen by
 * language when it is read (see `inLanguage`); custom questions read as typed in every language.
 */
@Injectable()
export class QuestionCatalog {
  constructor(private readonly questions: QuestionRepository) {}

  async listPrewritten(language: Language = DEFAULT_LANGUAGE): Promise<Question[]> {
    return (await this.questions.listPrewritten()).map((question) => inLanguage(question, language));
  }

  starterSet(): Promise<Question[]> {
    return this.questions.listStarterSet();
  }

  /**
   * Questions by id, as a map, in one language; unknown ids are simply absent. Callers that read
   * for vaults of several languages at once read in English and give each vault its own with
   * `inLanguage`: one statement either way.
   */
  async byIds(ids: string[], language: Language = DEFAULT_LANGUAGE): Promise<Map<string, Question>> {
    const found = ids.length ? await this.questions.findByIds([...new Set(ids)]) : [];
    return new Map(found.map((q) => [q.id, inLanguage(q, language)]));
  }

  /** A question the owner may put in a vault (from the library, or one they wrote), in the vault's language. */
  async usableBy(questionId: string, ownerId: string, language: Language = DEFAULT_LANGUAGE): Promise<Question> {
    const [question] = await this.questions.findByIds([questionId]);
    if (!question || !isUsableBy(question, ownerId)) throw new QuestionNotFoundError();
    return inLanguage(question, language);
  }
}
