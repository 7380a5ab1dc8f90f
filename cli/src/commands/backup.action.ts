import { resolve } from 'node:path';
import { runBackup } from '@storyvault/api/operations/backup/backup';
import { BackupError, Manifest } from '@storyvault/api/operations/backup/manifest';
import { version } from '../../package.json';
import { CliError, withDatabase } from '../context';
import { progressBar, ProgressBar } from '../progress';
import { fileSize } from '../format';
import { printJson, say } from '../output';

/** The facts of a backup or restore, as `--json` prints them (the object list stays in the manifest). */
export function backupFacts(manifest: Manifest, rows: Record<string, number> = manifest.database.rows) {
  return {
    createdAt: manifest.createdAt,
    storyvaultVersion: manifest.storyvaultVersion,
    lastMigration: manifest.lastMigration,
    database: manifest.database.kind,
    rows: Object.values(rows).reduce((sum, n) => sum + n, 0),
    tables: Object.keys(rows).length,
    mediaStore: manifest.media.store,
    mediaObjects: manifest.media.objects,
    mediaBytes: manifest.media.bytes,
  };
}

/** BackupError is the operator's to act on: shown as a plain CLI error. */
export async function plainly<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof BackupError ? new CliError(error.message) : error;
  }
}

/** `storyvault backup --out DIR`: the database and the media, beneath the modules. */
export async function backup(options: { out: string; json?: boolean }): Promise<void> {
  const dir = resolve(options.out);
  // Everything in a backup is for operators' eyes only (password hashes, secrets, the families' files),
  // wherever the folder is moved: pg_dump's file and every copy are made readable by us alone.
  process.umask(0o077);
  let bar: ProgressBar | undefined;
  const manifest = await plainly(() =>
    withDatabase((db, config) =>
      runBackup({
        config,
        databaseUrl: db.url,
        dir,
        storyvaultVersion: version,
        onStage: (stage) => {
          if (stage === 'media') bar = progressBar('Media');
        },
        onProgress: (done, total) => bar?.update(done, total),
      }).finally(() => bar?.stop()),
    ),
  );
  const facts = backupFacts(manifest);
  if (options.json) return printJson({ dir, ...facts });
  say(`Backed up to ${dir}:`);
  say(
    `  database  ${facts.rows} rows in ${facts.tables} tables (${facts.database === 'pg_dump' ? 'pg_dump' : 'a copy of the embedded PostgreSQL'})`,
  );
  say(
    facts.mediaStore === 'disk'
      ? `  media     ${facts.mediaObjects} files, ${fileSize(facts.mediaBytes)}, copied with their checksums`
      : `  media     ${facts.mediaObjects} objects listed with their checksums; they stay in the bucket (keep bucket versioning on: see README.txt)`,
  );
}
