import { DataSource } from 'typeorm';
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
