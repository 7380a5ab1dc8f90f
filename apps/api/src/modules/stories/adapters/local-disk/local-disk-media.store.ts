import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MediaStore } from '../../application/ports/media-store';

/** Recordings and photos are the family's own: readable by the app's user alone. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/** Media as files under DATA_DIR/media; keys are relative paths and never leave that folder. */
export class LocalDiskMediaStore extends MediaStore {
  private readonly root: string;
  private rootClosed: Promise<void> | null = null;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  private path(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key outside the media folder: ${key}`);
    return path;
  }

  /** The media folder, made (or, made by an older version, closed) for the app's user alone. */
  private closeRoot(): Promise<void> {
    this.rootClosed ??= mkdir(this.root, { recursive: true, mode: FOLDER_MODE })
      .then(() => chmod(this.root, FOLDER_MODE))
      .catch((error: unknown) => {
        this.rootClosed = null;
        throw error;
      });
    return this.rootClosed;
  }

  async put(key: string, content: Buffer | Readable): Promise<void> {
    const path = this.path(key);
    await this.closeRoot();
    await mkdir(dirname(path), { recursive: true, mode: FOLDER_MODE });
    // Write aside, then rename: a crash never leaves half a recording under the real name.
    const partial = `${path}.partial`;
    try {
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(source, createWriteStream(partial, { mode: FILE_MODE }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    // The story's folder goes with its last file; one still holding files stays.
    if (dirname(path) !== this.root) await rmdir(dirname(path)).catch(() => undefined);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.path(key), range);
  }
}
