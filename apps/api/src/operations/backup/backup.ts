import { existsSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { createObjectStore } from '../../shared/storage/create-object-store';
import { dumpDatabase } from './database-dump';
import { withClient } from '../../database/with-client';
import { lastMigration, rowCounts, serverMajor } from './database-facts';
import { BackupError, DatabaseCopyKind, Manifest, writeManifest } from './manifest';
import { DATABASE_PATH } from './manifest-check';
import { Progress, snapshotMedia, writeVersioningNote } from './media-snapshot';
import { copyRunningCluster } from './physical-copy';
import { chooseTools, describeFoundTools, installedPgTools } from './pg-tools';

export interface BackupInput {
  config: AppConfig;
  /** The database to back up (opened by the caller: the configured one or the embedded one). */
  databaseUrl: string;
  dir: string;
  storyvaultVersion: string;
  /** Told what is happening, for a progress bar per stage. */
  onStage?: (stage: 'database' | 'media') => void;
  onProgress?: Progress;
}

/** The embedded database's credentials, kept beside its copy: its roles' passwords are in the copy. */
export const EMBEDDED_CREDENTIALS = 'embedded-pg.json';
/** The session secret made in DATA_DIR when SESSION_SECRET is unset: kept, so sessions outlive a restore. */
export const SESSION_SECRET_FILE = 'session.secret';

/**
 * A backup into `dir` (new or empty): the database first, then the media, so every object the
 * dumped rows name existed when it was read; the manifest last, marking the backup complete.
 */
export async function runBackup(input: BackupInput): Promise<Manifest> {
  const { config, databaseUrl, dir } = input;
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new BackupError(`${dir} is a file, not a folder: give --out a new or empty folder.`);
  if (existsSync(dir) && readdirSync(dir).length)
    throw new BackupError(`${dir} is not empty: give --out a new or empty folder.`);
  await mkdir(dir, { recursive: true, mode: 0o700 });

  input.onStage?.('database');
  const facts = await withClient(databaseUrl, async (client) => ({
    serverMajor: await serverMajor(client),
    lastMigration: await lastMigration(client),
  }));
  const installed = installedPgTools(config.PG_BIN_DIR);
  const tools = chooseTools(installed, facts.serverMajor);
  let kind: DatabaseCopyKind;
  let path: string;
  if (tools) {
    kind = 'pg_dump';
    path = DATABASE_PATH.pg_dump;
    await dumpDatabase(tools, databaseUrl, join(dir, path));
  } else if (!config.DATABASE_URL) {
    kind = 'physical';
    path = DATABASE_PATH.physical;
    await copyRunningCluster(databaseUrl, join(config.dataDir, 'pg'), join(dir, path));
    await copyFile(join(config.dataDir, EMBEDDED_CREDENTIALS), join(dir, EMBEDDED_CREDENTIALS));
  } else {
    throw new BackupError(
      `No pg_dump of PostgreSQL ${facts.serverMajor} or newer (${describeFoundTools(installed)}): ` +
        `install postgresql-client-${facts.serverMajor} or set PG_BIN_DIR to the folder holding pg_dump.`,
    );
  }
  const rows = await withClient(databaseUrl, rowCounts);
  if (existsSync(join(config.dataDir, SESSION_SECRET_FILE)))
    await copyFile(join(config.dataDir, SESSION_SECRET_FILE), join(dir, SESSION_SECRET_FILE));

  input.onStage?.('media');
  const store = createObjectStore(config);
  try {
    const copy = config.MEDIA_STORE === 'disk';
    const objects = await snapshotMedia(store, dir, copy, input.onProgress ?? (() => undefined));
    if (!copy) await writeVersioningNote(dir);
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      storyvaultVersion: input.storyvaultVersion,
      lastMigration: facts.lastMigration,
      database: { kind, path, serverMajor: facts.serverMajor, toolMajor: tools?.major, rows },
      media: {
        store: config.MEDIA_STORE,
        objects: objects.length,
        bytes: objects.reduce((sum, object) => sum + object.size, 0),
      },
      objects,
    };
    await writeManifest(dir, manifest);
    return manifest;
  } finally {
    store.close?.();
  }
}
