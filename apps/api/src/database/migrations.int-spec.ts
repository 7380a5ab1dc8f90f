import { createTestDatabase } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations';
import { typeOrmOptions } from './typeorm-options';

describe('migrations', () => {
  it('apply on an empty database, revert cleanly, apply again, and leave nothing pending', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      expect(await runMigrations(db.url)).toHaveLength(MIGRATIONS.length);
      expect(await runMigrations(db.url)).toEqual([]);
      const dataSource = await new DataSource(typeOrmOptions(db.url)).initialize();
      const tables = (await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      )) as Array<{ table_name: string }>;
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['users', 'sessions', 'password_resets', 'auth_attempts', 'jobs', 'migrations']),
      );
      for (let i = 0; i < MIGRATIONS.length; i++) await dataSource.undoLastMigration();
      expect(await dataSource.showMigrations()).toBe(true);
      // The entities and the schema agree: TypeORM would generate no change. Foreign keys
      // between modules' tables live in the migrations only (entities of one module never
      // import another's), so TypeORM's wish to drop those is expected and ignored.
      await dataSource.runMigrations();
      const pending = await dataSource.driver.createSchemaBuilder().log();
      const drift = pending.upQueries.map((q) => q.query).filter((q) => !/DROP CONSTRAINT "\w+_fkey"$/.test(q));
      expect(drift).toEqual([]);
      await dataSource.destroy();
    } finally {
      await db.drop();
    }
  });

  it('run once when several processes start together', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      const results = await Promise.all([runMigrations(db.url), runMigrations(db.url), runMigrations(db.url)]);
      expect(results.flat()).toHaveLength(MIGRATIONS.length);
    } finally {
      await db.drop();
    }
  });
});
