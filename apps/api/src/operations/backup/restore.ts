import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { DATA_DIR_MODE } from '../../config/secrets';
import { openDatabase } from '../../database/open-database';
import { createObjectStore } from '../../shared/storage/create-object-store';
import { LocalDiskObjectStore } from '../../shared/storage/local-disk-object.store';
import { ObjectStore } from '../../shared/storage/object-store';
import { EMBEDDED_CREDENTIALS, SESSION_SECRET_FILE } from './backup';
import { restoreDump } from './database-dump';
import { withClient } from '../../database/with-client';
import { rowCounts, serverMajor, tableNames } from './database-facts';
import { BackupError, Manifest, readManifest } from './manifest';
import { missingFromBucket, Progress, restoreMedia, storeIsEmpty, verifyCopiedMedia } from './media-snapshot';
import { restoreCluster } from './physical-copy';
import { findPgTools } from './pg-tools';

export type RestoreStage = 'checking media' | 'database' | 'media';

export interface RestoreInput {
  config: AppConfig;
  dir: string;
  log: (message: string) => void;
  onStage?: (stage: RestoreStage) => void;
  onProgress?: Progress;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: Record<string, number>;
}

/**
 * Restores a backup into an empty database and an empty store. Everything that can refuse does so
 * first (the media checked against the manifest, the store and the database found empty), so a
 * refusal changes nothing.
 */
export async function runRestore(input: RestoreInput): Promise<RestoreSummary> {
  const { config, dir } = input;
  const progress = input.onProgress ?? (() => undefined);
  const manifest = await readManifest(dir);
  const store = createObjectStore(config);
  try {
    input.onStage?.('checking media');
    await checkMedia(store, dir, manifest, progress);
    const rows =
      manifest.database.kind === 'physical'
        ? await restoreEmbeddedCopy(input, manifest)
        : await restoreFromDump(input, manifest);
    await keepSessionSecret(config, dir);
    if (manifest.media.store === 'disk') {
      input.onStage?.('media');
      await restoreMedia(store, dir, manifest.objects, progress);
    }
    return { manifest, rows };
  } finally {
    store.close?.();
  }
}

async function checkMedia(store: ObjectStore, dir: string, manifest: Manifest, progress: Progress): Promise<void> {
  if (manifest.media.store === 's3') {
    if (store instanceof LocalDiskObjectStore)
      throw new BackupError(
        "This backup's media are in an S3 bucket: restore it with MEDIA_STORE=s3 and the bucket's S3_* settings. Nothing was changed.",
      );
    const missing = await missingFromBucket(store, manifest.objects, progress);
    if (missing.length)
      throw new BackupError(
        `The bucket lacks ${missing.length} of the backup's ${manifest.objects.length} media objects, or holds them changed: ` +
          `${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}. ` +
          'Bring them back from the bucket\u2019s versions (see README.txt in the backup), then restore again. Nothing was changed.',
      );
    return;
  }
  if (!(await storeIsEmpty(store)))
    throw new BackupError('The media store is not empty: restore goes into an empty one. Nothing was changed.');
  await verifyCopiedMedia(dir, manifest.objects, progress);
}

async function restoreFromDump(input: RestoreInput, manifest: Manifest): Promise<Record<string, number>> {
  const { config } = input;
  const db = await openDatabase(config, input.log);
  try {
    const major = await withClient(db.url, async (client) => {
      if ((await tableNames(client)).length)
        throw new BackupError(
          `The database already holds StoryVault's tables: restore goes into an empty database. Nothing was changed.`,
        );
      return serverMajor(client);
    });
    // pg_restore reads archives of its own version and older, into a server of any newer version.
    const tools = findPgTools(config.PG_BIN_DIR, manifest.database.toolMajor ?? 0);
    if (!tools)
      throw new BackupError(
        `No pg_restore of PostgreSQL ${manifest.database.toolMajor} or newer to read the dump (server ${major}): ` +
          'install postgresql-client or set PG_BIN_DIR. Nothing was changed.',
      );
    input.onStage?.('database');
    await restoreDump(tools, db.url, join(input.dir, manifest.database.path));
    return await withClient(db.url, rowCounts);
  } finally {
    await db.stop();
  }
}

async function restoreEmbeddedCopy(input: RestoreInput, manifest: Manifest): Promise<Record<string, number>> {
  const { config, dir } = input;
  const pgDir = join(config.dataDir, 'pg');
  if (config.DATABASE_URL)
    throw new BackupError(
      'This backup is a copy of an embedded database: restore it with DATABASE_URL empty (into DATA_DIR). Nothing was changed.',
    );
  if (existsSync(pgDir))
    throw new BackupError(
      `${pgDir} already holds a database: restore goes into a DATA_DIR without one. Nothing was changed.`,
    );
  input.onStage?.('database');
  await mkdir(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
  await restoreCluster(join(dir, manifest.database.path), pgDir);
  await copyFile(join(dir, EMBEDDED_CREDENTIALS), join(config.dataDir, EMBEDDED_CREDENTIALS));
  // Starting it replays the copied WAL up to the backup's end.
  const db = await openDatabase(config, input.log);
  try {
    return await withClient(db.url, rowCounts);
  } finally {
    await db.stop();
  }
}

/** The backup's session secret, unless DATA_DIR has one of its own: signed-in families stay signed in. */
async function keepSessionSecret(config: AppConfig, dir: string): Promise<void> {
  const target = join(config.dataDir, SESSION_SECRET_FILE);
  if (existsSync(join(dir, SESSION_SECRET_FILE)) && !existsSync(target)) {
    await mkdir(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
    await copyFile(join(dir, SESSION_SECRET_FILE), target);
  }
}
