import { Readable } from 'node:stream';
import { checkObjectKey, checkObjectPrefix, clampRange } from '../../../src/shared/storage/object-key';
import {
  ByteRange,
  ListedObject,
  ObjectContent,
  ObjectInfo,
  ObjectSizeMismatchError,
  ObjectStore,
  ObjectTooLargeError,
  PutOptions,
} from '../../../src/shared/storage/object-store';

interface Stored {
  bytes: Buffer;
  contentType?: string;
  modifiedAt: Date;
}

/** Objects in a Map, for unit tests: the same contract as the disk's, content types kept as S3 would. */
export class InMemoryObjectStore extends ObjectStore {
  private readonly objects = new Map<string, Stored>();

  constructor(private readonly now: () => Date = () => new Date()) {
    super();
  }

  async put(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    const { maxBytes = Infinity, contentType, size: expected } = options;
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      checkObjectKey(key);
      // Leaving the loop early (too large) destroys the stream, as the disk's pipeline does.
      for await (const chunk of Buffer.isBuffer(content) ? [content] : content) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        size += bytes.length;
        if (size > maxBytes) throw new ObjectTooLargeError(key, maxBytes);
        if (expected !== undefined && size > expected) throw new ObjectSizeMismatchError(key, expected);
        chunks.push(bytes);
      }
      if (expected !== undefined && size !== expected) throw new ObjectSizeMismatchError(key, expected);
    } catch (error) {
      if (!Buffer.isBuffer(content)) content.destroy();
      throw error;
    }
    const stored: Stored = {
      bytes: Buffer.concat(chunks),
      modifiedAt: this.now(),
      ...(contentType && { contentType }),
    };
    this.objects.set(key, stored);
    return info(stored);
  }

  async get(key: string, range?: ByteRange): Promise<ObjectContent | null> {
    const stored = this.objects.get(checkObjectKey(key));
    if (!stored) return null;
    const size = stored.bytes.length;
    const part = range && clampRange(key, size, range);
    const bytes = part ? stored.bytes.subarray(part.start, part.end + 1) : stored.bytes;
    return {
      body: Readable.from(bytes.length ? [bytes] : []),
      size,
      ...(stored.contentType && { contentType: stored.contentType }),
      ...(part && { range: part }),
    };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const stored = this.objects.get(checkObjectKey(key));
    return stored ? info(stored) : null;
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(checkObjectKey(key));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    checkObjectPrefix(prefix);
    const keys = [...this.objects.keys()]
      .filter((key) => key.startsWith(prefix))
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    for (const key of keys) {
      const stored = this.objects.get(key);
      if (stored) yield { key, size: stored.bytes.length, modifiedAt: stored.modifiedAt };
    }
  }
}

function info({ bytes, contentType, modifiedAt }: Stored): ObjectInfo {
  return { size: bytes.length, modifiedAt, ...(contentType && { contentType }) };
}
