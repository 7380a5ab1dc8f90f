import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QuestionCategory } from '@storyvault/contracts';
import { IsNull, Not, Repository } from 'typeorm';
import { QuestionRepository, SeedOutcome } from '../../application/ports/question.repository';
import { compareLibraryOrder } from '../../domain/library/library-order';
import { LibraryQuestion } from '../../domain/library/prewritten-questions';
import { Question } from '../../domain/question';
import { QuestionOrmEntity } from './question.orm-entity';
import { isUuid } from '../../../../shared/ids';

function toQuestion(row: QuestionOrmEntity): Question {
  return {
    id: row.id,
    key: row.key,
    text: row.text,
    category: row.category as QuestionCategory,
    isPrewritten: row.isPrewritten,
    ownerId: row.ownerId,
    starterRank: row.starterRank,
  };
}

@Injectable()
export class TypeormQuestionRepository extends QuestionRepository {
  constructor(@InjectRepository(QuestionOrmEntity) private readonly rows: Repository<QuestionOrmEntity>) {
    super();
  }

  async listPrewritten(): Promise<Question[]> {
    // The library's order lives in the code, not in a column: sorted here, a few hundred rows at most.
    const rows = await this.rows.find({ where: { isPrewritten: true } });
    return rows.map(toQuestion).sort(compareLibraryOrder);
  }

  async listStarterSet(): Promise<Question[]> {
    const rows = await this.rows.find({ where: { starterRank: Not(IsNull()) }, order: { starterRank: 'ASC' } });
    return rows.map(toQuestion);
  }

  async findByIds(ids: string[]): Promise<Question[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (!valid.length) return [];
    // Read on every dashboard load (the queue's questions): plain SQL costs a fraction of TypeORM's find.
    const rows: QuestionOrmEntity[] = await this.rows.query(
      'SELECT id, key, text, category, is_prewritten AS "isPrewritten", owner_id AS "ownerId", ' +
        'starter_rank AS "starterRank", created_at AS "createdAt" FROM questions WHERE id = ANY($1::uuid[])',
      [[...new Set(valid)]],
    );
    return rows.map(toQuestion);
  }

  async createCustom(input: { text: string; ownerId: string }): Promise<Question> {
    const saved = await this.rows.save(
      this.rows.create({
        text: input.text,
        ownerId: input.ownerId,
        category: 'custom',
        isPrewritten: false,
        key: null,
      }),
    );
    return toQuestion(saved);
  }

  async upsertLibraryQuestion(question: LibraryQuestion & { starterRank: number | null }): Promise<SeedOutcome> {
    // One statement: insert, or update only when something differs (xmax = 0 marks an insert).
    const rows: Array<{ inserted: boolean }> = await this.rows.query(
      `INSERT INTO questions (key, text, category, is_prewritten, owner_id, starter_rank)
       VALUES ($1, $2, $3, true, NULL, $4)
       ON CONFLICT (key) DO UPDATE SET text = excluded.text, category = excluded.category, starter_rank = excluded.starter_rank
       WHERE (questions.text, questions.category, questions.starter_rank) IS DISTINCT FROM
             (excluded.text, excluded.category, excluded.starter_rank)
       RETURNING (xmax = 0) AS inserted`,
      [question.key, question.text, question.category, question.starterRank],
    );
    if (!rows.length) return 'unchanged';
    return rows[0].inserted ? 'inserted' : 'updated';
  }
}
