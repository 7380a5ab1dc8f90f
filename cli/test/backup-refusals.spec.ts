import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { runCli } from './run-cli';

async function tables(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe('storyvault backup and restore refuse plainly', () => {
  const made: string[] = [];
  const temp = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
  let source: TestDatabase;
  let target: TestDatabase;

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestDatabase(), createTestDatabase({ migrate: false })]);
  });
  afterAll(async () => {
    await Promise.all([source.drop(), target.drop()]);
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it('backup --out onto a file: names it, and leaves it as it was', async () => {
    const file = join(temp('sv-backup-file-'), 'notes.txt');
    writeFileSync(file, 'not a folder');
    const res = await runCli(['backup', '--out', file], { env: { DATABASE_URL: source.url, MEDIA_STORE: 'disk' } });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(`Error: ${file} is a file, not a folder: give --out a new or empty folder.\n`);
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
  });

  // A manifest edited to reach outside the backup: restore refuses before it reads the file, and
  // the database, the session secret and the media store stay as they were.
  it('a tampered manifest changes nothing: the database stays empty, no secret or media file is written', async () => {
    const sourceDataDir = temp('sv-tamper-source-');
    writeFileSync(join(sourceDataDir, 'session.secret'), 'the source install’s secret');
    const backupDir = join(temp('sv-tamper-'), 'backup');
    const backup = await runCli(['backup', '--out', backupDir], {
      env: { DATABASE_URL: source.url, DATA_DIR: sourceDataDir, SESSION_SECRET: '', MEDIA_STORE: 'disk' },
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('  media     0 files, 0 bytes, copied with their checksums');

    // A file beside the backup, listed with its true size and checksum: only the key gives it away.
    const outside = join(backupDir, '..', 'hostname');
    writeFileSync(outside, 'host-1\n');
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
    const key = `../../${basename(outside)}`;
    manifest.objects.push({ key, size: 7, sha256: createHash('sha256').update('host-1\n').digest('hex') });
    writeFileSync(join(backupDir, 'manifest.json'), JSON.stringify(manifest));

    const dataDir = temp('sv-tamper-target-');
    const restore = await runCli(['restore', backupDir], {
      env: { DATABASE_URL: target.url, DATA_DIR: dataDir, SESSION_SECRET: '', MEDIA_STORE: 'disk' },
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toBe(
      `Error: manifest.json lists an object that cannot be restored: Invalid object key "${key}": a ".." part. Nothing was changed.`,
    );
    expect(await tables(target.url)).toEqual([]);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'session.secret'))).toBe(false);
  });
});
