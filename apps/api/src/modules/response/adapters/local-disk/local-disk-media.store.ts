import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { MediaStore } from '../../application/ports/media-store';

/** Media as files under DATA_DIR/media; keys are relative paths and never leave that folder. */
export class LocalDiskMediaStore extends MediaStore {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  private path(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key outside the media folder: ${key}`);
    return path;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write aside, then rename: a crash never leaves half a recording under the real name.
    const partial = `${path}.partial`;
    await writeFile(partial, content);
    await rename(partial, path);
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
