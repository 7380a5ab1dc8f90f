import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../src/database/migrations';
import { createTestDatabase, migratedTemplateName } from './test-database';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('a test suite’s own database', () => {
  it('is named after its migrations’ text: a new or edited migration makes a new template', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(path.join(dir, '1-First.ts'), 'CREATE TABLE a ()');
      const first = migratedTemplateName(dir);
      expect(migratedTemplateName(dir)).toBe(first);
      writeFileSync(path.join(dir, '1-First.ts'), 'CREATE TABLE a (b int)');
      const edited = migratedTemplateName(dir);
      writeFileSync(path.join(dir, '2-Second.ts'), 'CREATE TABLE c ()');
      const added = migratedTemplateName(dir);
      expect(new Set([first, edited, added]).size).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has every migration applied, and two made at once are apart', async () => {
    const [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      expect(one.url).not.toBe(two.url);
      const applied = await query<{ name: string }>(one.url, 'SELECT name FROM migrations ORDER BY id');
      expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
      await query(one.url, `INSERT INTO installation_settings (key, value) VALUES ('only-here', 'x')`);
      expect(await query(two.url, `SELECT 1 FROM installation_settings WHERE key = 'only-here'`)).toEqual([]);
    } finally {
      await Promise.all([one.drop(), two.drop()]);
    }
  });

  it('is left empty when asked not to migrate', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      expect(await query(db.url, `SELECT 1 FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
