import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, open, readdir, rename, rmdir, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteCounter, checkBuffer } from './byte-counter';
import { checkObjectKey, checkObjectPrefix, clampRange } from './object-key';
import {
  ByteRange,
  InvalidObjectKeyError,
  ListedObject,
  ObjectContent,
  ObjectInfo,
  ObjectStore,
  PutOptions,
} from './object-store';

/** Recordings and photos are the family's own: readable by the app's user alone. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;
/** Files being written, under the root so that the rename into place stays on one file system. */
const PARTIAL_FOLDER = '.partial';
/** A half-written file this old was left by a stopped process. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;
/** A folder emptied by a delete can vanish between our mkdir and our rename: try again. */
const RENAME_ATTEMPTS = 3;

/**
 * Objects as files under a root folder (DATA_DIR/media): the key is the file's path below it, so
 * `stories/<id>/1-recording.wav` is DATA_DIR/media/stories/<id>/1-recording.wav. A write goes to
 * `.partial/<uuid>` first, is flushed to the disk, then renamed into place; a delete takes the
 * folders it empties with it. Content types are not kept (the disk has nowhere to put them).
 */
export class LocalDiskObjectStore extends ObjectStore {
  private readonly root: string;
  private ready: Promise<void> | null = null;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async put(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    try {
      const path = this.path(key);
      const { maxBytes, size } = options;
      if (Buffer.isBuffer(content)) checkBuffer(key, content, options);
      await this.prepare();
      const partial = join(this.root, PARTIAL_FOLDER, randomUUID());
      try {
        const written = Buffer.isBuffer(content)
          ? await writeWhole(partial, content)
          : await writeStreamed(partial, content, new ByteCounter(key, maxBytes, size));
        await this.moveInto(partial, path);
        return written;
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    } catch (error) {
      if (!Buffer.isBuffer(content)) content.destroy();
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectContent | null> {
    const path = this.path(key);
    const handle = await open(path, 'r').catch(absent);
    if (!handle) return null;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const part = range && clampRange(key, stats.size, range);
      const body = createReadStream(path, { fd: handle, start: part?.start, end: part?.end });
      return { body, size: stats.size, ...(part && { range: part }) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const stats = await stat(this.path(key)).catch(absent);
    return stats?.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    try {
      await unlink(path);
    } catch (error) {
      // No such file, or a folder of other keys: either way no object of that key.
      if (['ENOENT', 'ENOTDIR', 'EISDIR', 'EPERM'].includes(codeOf(error))) return;
      throw error;
    }
    // A story's folder goes with its last file; a folder still holding files stays.
    for (let folder = dirname(path); folder !== this.root; folder = dirname(folder)) {
      const removed = await rmdir(folder).then(
        () => true,
        () => false,
      );
      if (!removed) break;
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    checkObjectPrefix(prefix);
    yield* this.walk(prefix.slice(0, prefix.lastIndexOf('/') + 1), prefix);
  }

  /** The files under the folder of key prefix `folder` ('' or ending in '/') whose keys start with `prefix`. */
  private async *walk(folder: string, prefix: string): AsyncIterable<ListedObject> {
    const entries = await readdir(join(this.root, folder), { withFileTypes: true }).catch(absent);
    // A folder sorts as its name and a slash: then keys come out in byte order across levels.
    const named = (entries ?? [])
      .filter((entry) => !entry.name.startsWith('.') && (entry.isFile() || entry.isDirectory()))
      .map((entry) => ({ entry, sortKey: Buffer.from(entry.name + (entry.isDirectory() ? '/' : '')) }))
      .sort((a, b) => Buffer.compare(a.sortKey, b.sortKey));
    for (const { entry } of named) {
      const key = folder + entry.name;
      if (entry.isDirectory()) {
        const below = `${key}/`;
        if (below.startsWith(prefix) || prefix.startsWith(below)) yield* this.walk(below, prefix);
      } else if (key.startsWith(prefix)) {
        const stats = await stat(join(this.root, key)).catch(absent);
        if (stats?.isFile()) yield { key, size: stats.size, modifiedAt: stats.mtime };
      }
    }
  }

  private path(key: string): string {
    const path = resolve(this.root, checkObjectKey(key));
    // checkObjectKey already makes this impossible; kept as the last word on where a file goes.
    if (!path.startsWith(this.root + sep)) throw new InvalidObjectKeyError(key, 'outside the root');
    return path;
  }

  /**
   * The root and its partial folder, made (or, made by an older version, closed) for the app's
   * user alone, and half-written files of stopped processes removed: once per process.
   */
  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      const partials = join(this.root, PARTIAL_FOLDER);
      await mkdir(partials, { recursive: true, mode: FOLDER_MODE });
      await chmod(this.root, FOLDER_MODE);
      await chmod(partials, FOLDER_MODE);
      const before = Date.now() - STALE_PARTIAL_MS;
      for (const name of await readdir(partials)) {
        const stats = await stat(join(partials, name)).catch(absent);
        if (stats && stats.mtimeMs < before) await rm(join(partials, name), { force: true });
      }
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async moveInto(partial: string, path: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await mkdir(dirname(path), { recursive: true, mode: FOLDER_MODE });
      try {
        await rename(partial, path);
        break;
      } catch (error) {
        if (codeOf(error) !== 'ENOENT' || attempt >= RENAME_ATTEMPTS) throw error;
      }
    }
    await syncFolder(dirname(path));
  }
}

/** A stream's bytes into a new file, counted (and checked) on the way, flushed to the disk before it is closed. */
async function writeStreamed(partial: string, source: Readable, counter: ByteCounter): Promise<ObjectInfo> {
  // flush: fsync before close, so that after a power cut the renamed file holds its bytes.
  await pipeline(source, counter, createWriteStream(partial, { mode: FILE_MODE, flags: 'wx', flush: true }));
  const { mtime } = await stat(partial);
  return { size: counter.bytes, modifiedAt: mtime };
}

/**
 * Content already in memory (a photo an email brought, checked by `checkBuffer`): written in one
 * call and flushed to the disk, as `writeStreamed` does, without a stream's objects and turns.
 */
async function writeWhole(partial: string, content: Buffer): Promise<ObjectInfo> {
  const handle = await open(partial, 'wx', FILE_MODE);
  try {
    await handle.writeFile(content);
    await handle.sync();
    const { mtime } = await handle.stat();
    return { size: content.length, modifiedAt: mtime };
  } finally {
    await handle.close();
  }
}

/** The rename itself reaches the disk only with its folder: without this a power cut could undo it. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException | null)?.code ?? '';
}

/** For `.catch`: a missing file (or a file where a folder should be) is null, anything else an error. */
function absent(error: unknown): null {
  if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return null;
  throw error;
}
