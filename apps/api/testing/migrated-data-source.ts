import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../src/database/typeorm-options';
import { createTestDatabase, TestDatabase } from './test-database';

/**
 * For a suite of adapter tests in PostgreSQL: a migrated database of its own with a TypeORM
 * DataSource on it, made before the suite and dropped after it. Read `ds` inside tests.
 */
export function migratedDataSource(): { readonly ds: DataSource } {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await new DataSource(typeOrmOptions(db.url)).initialize();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });
  return {
    get ds(): DataSource {
      return ds;
    },
  };
}
