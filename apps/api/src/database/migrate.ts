import { DataSource, MigrationExecutor } from 'typeorm';
import { typeOrmOptions } from './typeorm-options';

// Any number of processes may start at once (api, worker, cli); one advisory lock lets one
// of them apply the migrations while the others wait and then find nothing to do.
const MIGRATION_LOCK = 4_242_001;

/** Applies every pending migration; returns the names applied. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(typeOrmOptions(url));
  await dataSource.initialize();
  try {
    return await applyPending(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * runMigrations over a DataSource already open (a reading command's context, docs/decisions/0995-reading-commands-start-light.md):
 * one query when nothing is pending, which is nearly always; otherwise the same locked run.
 */
export async function migrateIfBehind(dataSource: DataSource): Promise<string[]> {
  if (!(await dataSource.showMigrations())) return [];
  return applyPending(dataSource);
}

/** The pending migrations applied under the advisory lock, each in its own transaction. */
async function applyPending(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
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
  const dataSource = await openDataSource(url, { timeoutMs, connections: 1 });
  try {
    return await migrationStateOf(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** migrationState read through a DataSource already open. */
export async function migrationStateOf(dataSource: DataSource): Promise<MigrationState> {
  const executor = new MigrationExecutor(dataSource);
  const known = dataSource.migrations.map((m) => m.name ?? m.constructor.name);
  const applied = (await executor.getExecutedMigrations()).map((m) => m.name);
  return {
    applied,
    pending: known.filter((name) => !applied.includes(name)),
    unknown: applied.filter((name) => !known.includes(name)),
  };
}

/**
 * A DataSource on the database at `url`, connected (rejecting at once when it cannot be, or after
 * `timeoutMs`); `connections` caps its pool. Whoever opens it destroys it, or hands it to a context
 * that does (`InfrastructureOptions.dataSource`).
 */
export async function openDataSource(
  url: string,
  { timeoutMs, connections }: { timeoutMs?: number; connections?: number } = {},
): Promise<DataSource> {
  const options = typeOrmOptions(url);
  const dataSource = new DataSource({
    ...options,
    ...(timeoutMs === undefined ? {} : { connectTimeoutMS: timeoutMs }),
    extra: { ...options.extra, ...(connections === undefined ? {} : { max: connections }) },
  });
  return dataSource.initialize();
}
