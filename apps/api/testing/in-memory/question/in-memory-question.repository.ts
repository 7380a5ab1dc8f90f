import { QuestionCategory } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { QuestionRepository, SeedOutcome } from '../../../src/modules/question/application/ports/question.repository';
import { compareLibraryOrder } from '../../../src/modules/question/domain/library/library-order';
import { LibraryQuestion } from '../../../src/modules/question/domain/library/prewritten-questions';
import { Question } from '../../../src/modules/question/domain/question';

export class InMemoryQuestionRepository extends QuestionRepository {
  private readonly questions = new Map<string, Question>();

  async listPrewritten(): Promise<Question[]> {
    return [...this.questions.values()]
      .filter((q) => q.isPrewritten)
      .sort(compareLibraryOrder)
      .map((q) => ({ ...q }));
  }

  async listStarterSet(): Promise<Question[]> {
    return [...this.questions.values()]
      .filter((q) => q.starterRank !== null)
      .sort((a, b) => a.starterRank! - b.starterRank!)
      .map((q) => ({ ...q }));
  }

  async findByIds(ids: string[]): Promise<Question[]> {
    return ids.flatMap((id) => (this.questions.has(id) ? [{ ...this.questions.get(id)! }] : []));
  }

  async createCustom(input: { text: string; ownerId: string }): Promise<Question> {
    const question: Question = {
      id: randomUUID(),
      key: null,
      text: input.text,
      category: 'custom',
      isPrewritten: false,
      ownerId: input.ownerId,
      starterRank: null,
    };
    this.questions.set(question.id, question);
    return { ...question };
  }

  async upsertLibraryQuestion(item: LibraryQuestion & { starterRank: number | null }): Promise<SeedOutcome> {
    const existing = [...this.questions.values()].find((q) => q.key === item.key);
    const fields = { text: item.text, category: item.category as QuestionCategory, starterRank: item.starterRank };
    if (!existing) {
      const id = randomUUID();
      this.questions.set(id, { id, key: item.key, isPrewritten: true, ownerId: null, ...fields });
      return 'inserted';
    }
    if (
      existing.text === fields.text &&
      existing.category === fields.category &&
      existing.starterRank === fields.starterRank
    ) {
      return 'unchanged';
    }
    Object.assign(existing, fields);
    return 'updated';
  }
}
