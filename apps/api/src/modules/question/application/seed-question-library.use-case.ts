import { Injectable } from '@nestjs/common';
import { PREWRITTEN_QUESTIONS } from '../domain/library/prewritten-questions';
import { STARTER_QUESTION_KEYS } from '../domain/library/starter-set';
import { QuestionRepository, SeedOutcome } from './ports/question.repository';

export type SeedSummary = Record<SeedOutcome, number> & { total: number };

/** Loads the pre-written library into the database; running it again changes nothing. */
@Injectable()
export class SeedQuestionLibrary {
  constructor(private readonly questions: QuestionRepository) {}

  async execute(onProgress: (done: number, total: number) => void = () => undefined): Promise<SeedSummary> {
    const summary: SeedSummary = { inserted: 0, updated: 0, unchanged: 0, total: PREWRITTEN_QUESTIONS.length };
    let done = 0;
    for (const question of PREWRITTEN_QUESTIONS) {
      const rank = STARTER_QUESTION_KEYS.indexOf(question.key);
      summary[await this.questions.upsertLibraryQuestion({ ...question, starterRank: rank >= 0 ? rank + 1 : null })]++;
      onProgress(++done, summary.total);
    }
    return summary;
  }
}
