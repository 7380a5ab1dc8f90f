import { LibraryQuestion } from '../../domain/library/prewritten-questions';
import { Question } from '../../domain/question';

export type SeedOutcome = 'inserted' | 'updated' | 'unchanged';

/** Port: the question library and owners' own questions. */
export abstract class QuestionRepository {
  /** The library in the order it is shown: docs/product.md §3's categories in turn, each in the library's own order. */
  abstract listPrewritten(): Promise<Question[]>;
  /** The library questions of a new vault's queue, by starter rank. */
  abstract listStarterSet(): Promise<Question[]>;
  /** The questions among `ids` that exist (any order); unknown or malformed ids are skipped. */
  abstract findByIds(ids: string[]): Promise<Question[]>;
  abstract createCustom(input: { text: string; ownerId: string }): Promise<Question>;
  /**
   * Inserts or updates one library question by its key. A row is written only when something
   * differs, so seeding twice changes nothing.
   */
  abstract upsertLibraryQuestion(question: LibraryQuestion & { starterRank: number | null }): Promise<SeedOutcome>;
}
