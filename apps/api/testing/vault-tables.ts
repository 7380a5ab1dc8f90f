import { DataSource } from 'typeorm';
import { QuestionOrmEntity } from '../src/modules/question/adapters/persistence/question.orm-entity';
import { TypeormQuestionRepository } from '../src/modules/question/adapters/persistence/typeorm-question.repository';
import { TypeormVaultRepository } from '../src/modules/vault/adapters/persistence/typeorm-vault.repository';
import { VaultQuestionOrmEntity } from '../src/modules/vault/adapters/persistence/vault-question.orm-entity';
import { VaultOrmEntity } from '../src/modules/vault/adapters/persistence/vault.orm-entity';
import { migratedDataSource } from './migrated-data-source';

/**
 * For a suite of adapter tests on the question and vault tables in PostgreSQL: a migrated
 * database of its own with a DataSource on it (both made before the suite and dropped after),
 * the TypeORM question and vault repositories, and a fresh owner for each test.
 */
export function vaultTables() {
  const db = migratedDataSource();
  const questions = () => new TypeormQuestionRepository(db.ds.getRepository(QuestionOrmEntity));
  return {
    get ds(): DataSource {
      return db.ds;
    },
    questions,
    vaults: () =>
      new TypeormVaultRepository(
        db.ds.getRepository(VaultOrmEntity),
        db.ds.getRepository(VaultQuestionOrmEntity),
        db.ds,
      ),
    /** Empties the users, questions and vaults (and all that hangs on them); the id of a new owner. */
    async freshOwner(): Promise<string> {
      await db.ds.query('TRUNCATE users, questions, vaults CASCADE');
      const [{ id }] = await db.ds.query(
        `INSERT INTO users (name, email, password_hash) VALUES ('Ann', 'ann@example.com', 'h') RETURNING id`,
      );
      return id;
    },
    /** Three library questions to queue, by id. */
    async libraryQuestionIds(): Promise<string[]> {
      const repo = questions();
      for (const key of ['a', 'b', 'c']) {
        await repo.upsertLibraryQuestion({
          key: `whimsical.${key}`,
          text: `${key}?`,
          category: 'whimsical',
          starterRank: null,
        });
      }
      return (await repo.listPrewritten()).map((q) => q.id);
    },
  };
}
