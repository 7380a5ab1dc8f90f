import { Readable } from 'node:stream';

/** Port: where recordings and photos are kept (local disk now; a bucket later). */
export abstract class MediaStore {
  /** Keeps the bytes under `key`: a buffer, or a stream read to its end (large files never sit in memory). */
  abstract put(key: string, content: Buffer | Readable): Promise<void>;
  /** Removes a file; nothing happens when there is none. */
  abstract remove(key: string): Promise<void>;
  /** Size in bytes, or null when there is no such file. */
  abstract size(key: string): Promise<number | null>;
  /** The bytes from `start` to `end` inclusive (the whole file without a range). */
  abstract read(key: string, range?: { start: number; end: number }): Readable;
}
