import { Transform, TransformCallback } from 'node:stream';
import { ObjectSizeMismatchError, ObjectTooLargeError, PutOptions } from './object-store';

/**
 * Passes bytes through, counting them; one past `maxBytes` fails the stream with
 * ObjectTooLargeError, and any length but `exactBytes` (when given) with ObjectSizeMismatchError,
 * before its last bytes pass: whatever it feeds never sees the stream complete.
 */
export class ByteCounter extends Transform {
  bytes = 0;

  constructor(
    private readonly key: string,
    private readonly maxBytes = Infinity,
    private readonly exactBytes?: number,
    /** Bytes it may hold while what it feeds is busy (Node's 16 kB by default). */
    highWaterMark?: number,
  ) {
    super(highWaterMark === undefined ? {} : { highWaterMark });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(new ObjectTooLargeError(this.key, this.maxBytes));
    else if (this.exactBytes !== undefined && this.bytes > this.exactBytes)
      callback(new ObjectSizeMismatchError(this.key, this.exactBytes));
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.exactBytes !== undefined && this.bytes !== this.exactBytes)
      callback(new ObjectSizeMismatchError(this.key, this.exactBytes));
    else callback();
  }
}

/** The same rules for content given whole. */
export function checkBuffer(key: string, content: Buffer, { maxBytes, size }: PutOptions): void {
  if (maxBytes !== undefined && content.length > maxBytes) throw new ObjectTooLargeError(key, maxBytes);
  if (size !== undefined && content.length !== size) throw new ObjectSizeMismatchError(key, size);
}
