import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { manifestProblem } from './manifest-check';

/** How the database is kept in a backup. */
export type DatabaseCopyKind = 'pg_dump' | 'physical';

export interface ManifestObject {
  key: string;
  size: number;
  sha256: string;
}

/**
 * DIR/manifest.json: what a backup holds. Written last, so a backup without one is unfinished.
 * Read back, every entry is checked before it is used (`manifest-check.ts`).
 */
export interface Manifest {
  format: 1;
  createdAt: string;
  storyvaultVersion: string;
  lastMigration: string | null;
  database: {
    kind: DatabaseCopyKind;
    /** database.pgdump, or the folder database/ holding the cluster's copy. */
    path: string;
    serverMajor: number;
    /** The pg_dump's major version: a pg_restore at least as new reads it. */
    toolMajor?: number;
    rows: Record<string, number>;
  };
  media: {
    /** Where the media were: 'disk' (copied into media/) or 's3' (left in the bucket). */
    store: 'disk' | 's3';
    objects: number;
    bytes: number;
  };
  objects: ManifestObject[];
}

export const MANIFEST_FILE = 'manifest.json';

/** A backup problem the operator can act on (a missing or altered file), named plainly. */
export class BackupError extends Error {}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const partial = join(dir, `${MANIFEST_FILE}.partial`);
  await writeFile(partial, JSON.stringify(manifest, null, 2) + '\n');
  await rename(partial, join(dir, MANIFEST_FILE));
}

export async function readManifest(dir: string): Promise<Manifest> {
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BackupError(`${dir} holds no StoryVault backup (no ${MANIFEST_FILE}).`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${file} is not a manifest this StoryVault can read.`);
  }
  if (manifest?.format !== 1 || !Array.isArray(manifest.objects) || !manifest.database?.kind)
    throw new BackupError(`${file} is not a manifest this StoryVault can read.`);
  const problem = manifestProblem(manifest);
  if (problem) throw new BackupError(problem);
  return manifest;
}

/** A pass-through stream that counts and hashes what flows by. */
export function hashing(): Transform & { result(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { result: () => ({ size, sha256: hash.digest('hex') }) });
}

/** Checks an object read back against the manifest; the error names the key. */
export function checkObject(expected: ManifestObject, actual: { size: number; sha256: string }, where: string): void {
  if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
    throw new BackupError(
      `${expected.key} in ${where} differs from the backup's manifest ` +
        `(${actual.size} bytes, sha256 ${actual.sha256.slice(0, 12)}…; expected ${expected.size} bytes, ${expected.sha256.slice(0, 12)}…).`,
    );
}
