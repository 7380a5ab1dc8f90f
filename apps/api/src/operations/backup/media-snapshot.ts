import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, realpath, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { ObjectStore } from '../../shared/storage/object-store';
import { BackupError, checkObject, hashing, ManifestObject } from './manifest';

export type Progress = (done: number, total: number) => void;

/** Where a backup keeps the disk store's objects: DIR/media/<key>. */
export const mediaPath = (dir: string, key: string): string => join(dir, 'media', ...key.split('/'));

async function listAll(store: ObjectStore): Promise<{ key: string; size: number }[]> {
  const listed: { key: string; size: number }[] = [];
  for await (const object of store.list('')) listed.push(object);
  return listed;
}

/** Reads one object through the port into `sink`, hashing it; null when it went meanwhile. */
async function readObject(store: ObjectStore, key: string, sink: Writable): Promise<ManifestObject | null> {
  const content = await store.get(key);
  if (!content) return null;
  const hash = hashing();
  await pipeline(content.body, hash, sink);
  return { key, ...hash.result() };
}

const discard = () =>
  new Writable({
    write: (_chunk, _encoding, callback) => callback(),
  });

/**
 * Every object of the store, streamed: copied into DIR/media (`copy`) or only hashed (a bucket,
 * whose objects stay where they are). An object deleted since the listing is left out.
 */
export async function snapshotMedia(
  store: ObjectStore,
  dir: string,
  copy: boolean,
  progress: Progress,
): Promise<ManifestObject[]> {
  const listed = await listAll(store);
  const objects: ManifestObject[] = [];
  for (const [index, { key }] of listed.entries()) {
    let sink: Writable = discard();
    if (copy) {
      await mkdir(dirname(mediaPath(dir, key)), { recursive: true });
      sink = createWriteStream(mediaPath(dir, key));
    }
    const object = await readObject(store, key, sink);
    if (object) objects.push(object);
    progress(index + 1, listed.length);
  }
  return objects;
}

/** Whether the store holds any object at all. */
export async function storeIsEmpty(store: ObjectStore): Promise<boolean> {
  const iterator = store.list('')[Symbol.asyncIterator]();
  const first = await iterator.next();
  await iterator.return?.();
  return first.done === true;
}

/**
 * Every copied file read and checked against the manifest before anything is restored. A file
 * that is a link to somewhere outside the backup is refused unread: a backup restores its own bytes.
 */
export async function verifyCopiedMedia(dir: string, objects: ManifestObject[], progress: Progress): Promise<void> {
  const root = await realpath(join(dir, 'media')).catch(() => join(dir, 'media'));
  for (const [index, expected] of objects.entries()) {
    const file = await realpath(mediaPath(dir, expected.key)).catch(() => null);
    if (file === null) throw new BackupError(`${expected.key} is missing from ${join(dir, 'media')}.`);
    if (!file.startsWith(root + sep))
      throw new BackupError(`${expected.key} in the backup is a link to a file outside it. Nothing was changed.`);
    const hash = hashing();
    try {
      await pipeline(createReadStream(file), hash, discard());
    } catch {
      throw new BackupError(`${expected.key} is missing from ${join(dir, 'media')}.`);
    }
    checkObject(expected, hash.result(), 'the backup');
    progress(index + 1, objects.length);
  }
}

/** Each copied object put back through the port, and read back to check it arrived whole. */
export async function restoreMedia(
  store: ObjectStore,
  dir: string,
  objects: ManifestObject[],
  progress: Progress,
): Promise<void> {
  for (const [index, expected] of objects.entries()) {
    await store.put(expected.key, createReadStream(mediaPath(dir, expected.key)), { size: expected.size });
    const stored = await readObject(store, expected.key, discard());
    checkObject(expected, stored ?? { size: 0, sha256: 'none' }, 'the store');
    progress(index + 1, objects.length);
  }
}

/** The manifest's objects the bucket lacks or holds otherwise (each read and hashed), by key. */
export async function missingFromBucket(
  store: ObjectStore,
  objects: ManifestObject[],
  progress: Progress,
): Promise<string[]> {
  const missing: string[] = [];
  for (const [index, expected] of objects.entries()) {
    const found = await readObject(store, expected.key, discard());
    if (!found || found.size !== expected.size || found.sha256 !== expected.sha256) missing.push(expected.key);
    progress(index + 1, objects.length);
  }
  return missing;
}

export const VERSIONING_NOTE = [
  'The media stay in the S3 bucket: this backup holds their list and checksums (manifest.json), not',
  'their bytes. Turn on bucket versioning so that an object deleted or overwritten by mistake can be',
  'brought back:',
  '',
  '  AWS S3:  aws s3api put-bucket-versioning --bucket BUCKET --versioning-configuration Status=Enabled',
  '  MinIO:   mc version enable ALIAS/BUCKET',
  '  Cloudflare R2 and Backblaze B2 keep versions their own way: B2 keeps every version by default',
  "           (see the bucket's lifecycle settings); R2 has no versioning, so replicate the bucket",
  '           (e.g. rclone sync to another bucket) on a schedule.',
  '',
  '`storyvault restore` checks that the bucket still holds every object listed, with the same size and',
  'sha256, and names any that are missing.',
].join('\n');

export async function writeVersioningNote(dir: string): Promise<void> {
  await writeFile(join(dir, 'README.txt'), VERSIONING_NOTE + '\n');
}
