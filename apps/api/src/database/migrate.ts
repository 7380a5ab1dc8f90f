import { DataSource, MigrationExecutor } from 'typeorm';
import { typeOrmOptions } from './typeorm-options';

// Any number of processes may start at once (api, worker, cli); one advisory lock lets one
// of them apply the migrations while the others wait and then find nothing to do.
const MIGRATION_LOCK = 4_242_001;

/** Applies every pending migration; returns the names applied. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(typeOrmOptions(url));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
    await dataSource.destroy();
  }
}

export interface MigrationState {
  applied: string[];
  /** Known to this version and not applied yet. */
  pending: string[];
  /** Applied, but unknown to this version: the database was migrated by a newer one. */
  unknown: string[];
}

/** Which migrations the database has, changing nothing; rejects when it cannot be reached in `timeoutMs`. */
export async function migrationState(url: string, timeoutMs = 10_000): Promise<MigrationState> {
  const options = typeOrmOptions(url);
  const dataSource = new DataSource({ ...options, connectTimeoutMS: timeoutMs, extra: { ...options.extra, max: 1 } });
  await dataSource.initialize();
  try {
    const executor = new MigrationExecutor(dataSource);
    const known = dataSource.migrations.map((m) => m.name ?? m.constructor.name);
    const applied = (await executor.getExecutedMigrations()).map((m) => m.name);
    return {
      applied,
      pending: known.filter((name) => !applied.includes(name)),
      unknown: applied.filter((name) => !known.includes(name)),
    };
  } finally {
    await dataSource.destroy();
  }
}
