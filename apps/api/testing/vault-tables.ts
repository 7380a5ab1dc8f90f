import { DataSource } from 'typeorm';
import { QuestionOrmEntity } from '../src/modules/question/adapters/persistence/question.orm-entity';
import { TypeormQuestionRepository } from '../src/modules/question/adapters/persistence/typeorm-question.repository';
import { TypeormReceivedStories } from '../src/modules/vault/adapters/persistence/typeorm-received-stories';
import { TypeormVaultMemberships } from '../src/modules/vault/adapters/persistence/typeorm-vault-memberships';
import { TypeormVaultPauseStore } from '../src/modules/vault/adapters/persistence/typeorm-vault-pause.store';
import { TypeormVaultQueueStore } from '../src/modules/vault/adapters/persistence/typeorm-vault-queue.store';
import { TypeormVaultRepository } from '../src/modules/vault/adapters/persistence/typeorm-vault.repository';
import { VaultQuestionOrmEntity } from '../src/modules/vault/adapters/persistence/vault-question.orm-entity';
import { VaultOrmEntity } from '../src/modules/vault/adapters/persistence/vault.orm-entity';
import { VaultPorts } from './contracts/vault-repository.contract';
import { migratedDataSource } from './migrated-data-source';

/** The adapter's methods bound to it, as a plain object: several adapters' can then be put together in one. */
function boundMethods<T extends object>(adapter: T): T {
  const methods: Record<string, unknown> = {};
  for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(adapter))) {
    const value: unknown = Reflect.get(adapter, name);
    if (name !== 'constructor' && typeof value === 'function') methods[name] = value.bind(adapter);
  }
  return methods as T;
}

/**
 * For a suite of adapter tests on the question and vault tables in PostgreSQL: a migrated
 * database of its own with a DataSource on it (both made before the suite and dropped after),
 * the TypeORM question and vault adapters, and a fresh owner for each test.
 */
export function vaultTables() {
  const db = migratedDataSource();
  const questions = () => new TypeormQuestionRepository(db.ds.getRepository(QuestionOrmEntity));
  return {
    get ds(): DataSource {
      return db.ds;
    },
    questions,
    /** The vault module's TypeORM adapters, one a port, answering together as one VaultPorts. */
    vaults: (): VaultPorts => {
      const vaultRows = db.ds.getRepository(VaultOrmEntity);
      return Object.assign(
        boundMethods(new TypeormVaultRepository(vaultRows, db.ds)),
        boundMethods(new TypeormVaultMemberships(db.ds)),
        boundMethods(new TypeormVaultQueueStore(db.ds.getRepository(VaultQuestionOrmEntity), db.ds)),
        boundMethods(new TypeormReceivedStories(db.ds)),
        boundMethods(new TypeormVaultPauseStore(vaultRows)),
      );
    },
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
