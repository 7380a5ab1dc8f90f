import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../src/database/migrate';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.STORYVAULT_TEST_ADMIN_URL;
  if (!url)
    throw new Error('STORYVAULT_TEST_ADMIN_URL is not set: run the tests through jest (test/pg-global-setup.mjs).');
  return url;
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database of its own for one test suite, with every migration applied (unless told not to). */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `sv_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
  if (options.migrate !== false) await runMigrations(database.url);
  return database;
}
