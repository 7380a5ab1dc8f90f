import { Client } from 'pg';

/** The server's major version (`SHOW server_version_num`: 180004 → 18). */
export async function serverMajor(client: Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10_000);
}

/** StoryVault's tables (the public schema), by name. */
export async function tableNames(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table, for the manifest and the restore's summary. */
export async function rowCounts(client: Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(client)) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${client.escapeIdentifier(table)}`);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

/** The newest migration applied, or null on a database without StoryVault's tables. */
export async function lastMigration(client: Client): Promise<string | null> {
  if (!(await tableNames(client)).includes('migrations')) return null;
  const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1');
  return rows[0]?.name ?? null;
}
