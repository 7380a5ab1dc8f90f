import { Transform, TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './object-store';

/** Passes bytes through, counting them; one past `maxBytes` fails the stream with ObjectTooLargeError. */
export class ByteCounter extends Transform {
  bytes = 0;

  constructor(
    private readonly key: string,
    private readonly maxBytes = Infinity,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(new ObjectTooLargeError(this.key, this.maxBytes));
    else callback(null, chunk);
  }
}
