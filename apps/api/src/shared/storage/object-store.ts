import { Readable } from 'node:stream';

/** How `put` keeps the bytes it is given. */
export interface PutOptions {
  /** Kept with the object by stores that keep it (memory, S3); the disk keeps none. */
  contentType?: string;
  /** The most bytes the object may hold: one more stops the write, keeps nothing and throws ObjectTooLargeError. */
  maxBytes?: number;
  /**
   * The stream's exact length, when the caller knows it: a store may then send the bytes on as
   * they come (S3: one PUT of that length, nothing spooled). A stream of any other length fails
   * the write with ObjectSizeMismatchError and keeps nothing.
   */
  size?: number;
}

export interface ObjectInfo {
  size: number;
  /** As given to `put`, where the store keeps it. */
  contentType?: string;
  modifiedAt: Date;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectContent {
  /** The object's bytes, or the range's: read it to its end or destroy it. */
  body: Readable;
  /** The whole object's size, whatever the range. */
  size: number;
  contentType?: string;
  /** The bytes `body` holds when a range was asked for: its end cut to the object's last byte. */
  range?: ByteRange;
}

export interface ListedObject {
  key: string;
  size: number;
  /** When it was last written: an object younger than a write in flight may still be on its way to its row. */
  modifiedAt: Date;
}

/** Why the store refused an operation; `code` is stable, for callers to map. */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A key the store cannot hold (see object-key.ts): a bug of the caller, never the user's input. */
export class InvalidObjectKeyError extends StorageError {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super('INVALID_OBJECT_KEY', `Invalid object key ${JSON.stringify(key.slice(0, 200))}: ${reason}.`);
  }
}

/** The stream went past `maxBytes`: nothing was kept. */
export class ObjectTooLargeError extends StorageError {
  constructor(
    readonly key: string,
    readonly maxBytes: number,
  ) {
    super('OBJECT_TOO_LARGE', `The object ${key} would be larger than ${maxBytes} bytes; nothing was kept.`);
  }
}

/** The stream was not the length announced in `size`: nothing was kept. */
export class ObjectSizeMismatchError extends StorageError {
  constructor(
    readonly key: string,
    readonly expected: number,
  ) {
    super(
      'OBJECT_SIZE_MISMATCH',
      `The object ${key} was to hold exactly ${expected} bytes and did not; nothing was kept.`,
    );
  }
}

/** A range starting past the object's last byte (or malformed). */
export class ObjectRangeError extends StorageError {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super('OBJECT_RANGE_NOT_SATISFIABLE', `The range asked of ${key} is outside its ${size} bytes.`);
  }
}

/**
 * Port: where the app keeps files (recordings, photos; later exports and backups) by key, on the
 * local disk or in a bucket. Keys are `/`-separated relative paths checked by `checkObjectKey`.
 * Every adapter passes the contract suite in apps/api/testing/contracts/object-store.contract.ts.
 */
export abstract class ObjectStore {
  /**
   * Keeps the bytes under `key`, replacing what was there. A stream is read to its end, never held
   * whole; the object appears under its key complete or not at all (a failed or crashed write
   * leaves nothing), and a stream given is destroyed when the write fails.
   */
  abstract put(key: string, content: Buffer | Readable, options?: PutOptions): Promise<ObjectInfo>;

  /** The object's bytes (or those of `range`), or null when there is none; ObjectRangeError past its end. */
  abstract get(key: string, range?: ByteRange): Promise<ObjectContent | null>;

  abstract head(key: string): Promise<ObjectInfo | null>;

  /** Removes the object; nothing happens when there is none. */
  abstract delete(key: string): Promise<void>;

  /** Every object whose key starts with `prefix` (a plain string prefix, '' for all), in UTF-8 byte order of keys. */
  abstract list(prefix: string): AsyncIterable<ListedObject>;
}
