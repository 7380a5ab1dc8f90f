import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteCounter, checkBuffer } from './byte-counter';
import { checkObjectKey, checkObjectPrefix, clampRange } from './object-key';
import {
  ByteRange,
  ListedObject,
  ObjectContent,
  ObjectInfo,
  ObjectRangeError,
  ObjectStore,
  PutOptions,
} from './object-store';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service's base URL (MinIO, R2, B2, Ceph RGW, s3rver); none: AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** None: the SDK's own chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where a stream is spooled before it goes up; the system's temporary folder by default. */
  spoolDir?: string;
  /** Files larger than this go up in parts (lib-storage); smaller ones in one streamed PUT. */
  multipartThreshold?: number;
}

/** S3 takes one PUT up to 5 GiB; parts keep a very large export resumable part by part, and memory bounded. */
const MULTIPART_THRESHOLD = 512 * 1024 * 1024;
const PART_SIZE = 16 * 1024 * 1024;
/** Parts of one upload in flight at once: each is held in memory while it goes. */
const PART_QUEUE = 2;
const MAX_SOCKETS = 128;
const SEND_BUFFER = 256 * 1024;
const QUIET = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/**
 * A service's "no such object" answers: NoSuchKey to a GET; a HEAD has no body, so only its 404
 * (NotFound). A missing bucket (NoSuchBucket) is a setup error, never a missing object.
 */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.name === 'NotFound' && error.$metadata.httpStatusCode === 404);
}

/** The bytes of `body` from `range.start` to `range.end` (both included); the rest is not read. */
async function* bytesWithin(body: Readable, range: ByteRange): AsyncGenerator<Buffer> {
  let offset = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const from = Math.max(range.start - offset, 0);
    const to = Math.min(range.end + 1 - offset, chunk.length);
    offset += chunk.length;
    if (to > from) yield chunk.subarray(from, to);
    if (offset > range.end) break;
  }
}

/** "bytes 5-9/20" → the range and the whole size. */
function parseContentRange(header: string | undefined): { range: ByteRange; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  return match ? { range: { start: Number(match[1]), end: Number(match[2]) }, size: Number(match[3]) } : null;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph RGW), the
 * key being the object's key as given. A stream is spooled to a temporary file first, counted
 * against `maxBytes`, then sent with its length (one PUT, or parts through lib-storage past
 * `multipartThreshold`): the bucket sees only whole objects, nothing of a refused or broken
 * stream, and memory stays flat whatever the size. Reads stream the service's answer, ranges
 * passed through as HTTP Range.
 */
export class S3ObjectStore extends ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly spoolDir: string;
  private readonly multipartThreshold: number;

  constructor(options: S3ObjectStoreOptions) {
    super();
    this.bucket = options.bucket;
    this.spoolDir = options.spoolDir ?? tmpdir();
    this.multipartThreshold = options.multipartThreshold ?? MULTIPART_THRESHOLD;
    // The SDK warns on Node 20 that its releases after January 2027 need Node 22; this pinned
    // release runs on 20 (docs/decisions/0063-media-in-s3.md). Said once there, not in every log.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where the API demands them: not every S3-compatible service reads the
      // newer trailing checksums, and the manifest of `storyvault backup` keeps our own.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // Without a logger of its own the SDK warns on the console for every streamed request that
      // fails; the store throws those failures to its caller, which says what they mean.
      logger: QUIET,
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: 10_000,
        httpAgent: new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
        httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
      },
    });
  }

  async put(key: string, content: Buffer | Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    try {
      checkObjectKey(key);
    } catch (error) {
      if (!Buffer.isBuffer(content)) content.destroy();
      throw error;
    }
    const { maxBytes, contentType, size } = options;
    if (Buffer.isBuffer(content)) {
      checkBuffer(key, content, options);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: content,
          ContentLength: content.length,
          ContentType: contentType,
        }),
      );
      return { size: content.length, contentType, modifiedAt: new Date() };
    }
    if (size !== undefined && size <= this.multipartThreshold && size <= (maxBytes ?? Infinity))
      return this.putAsItComes(key, content, size, contentType);
    const folder = await mkdtemp(join(this.spoolDir, 'storyvault-s3-'));
    try {
      const spooled = join(folder, randomUUID());
      try {
        await pipeline(content, new ByteCounter(key, maxBytes), createWriteStream(spooled, { mode: 0o600 }));
      } catch (error) {
        content.destroy();
        throw error;
      }
      const { size } = await stat(spooled);
      await this.upload(key, spooled, size, contentType);
      return { size, contentType, modifiedAt: new Date() };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectContent | null> {
    checkObjectKey(key);
    if (
      range &&
      (!Number.isSafeInteger(range.start) ||
        !Number.isSafeInteger(range.end) ||
        range.start < 0 ||
        range.end < range.start)
    ) {
      const info = await this.head(key);
      if (!info) return null;
      throw new ObjectRangeError(key, info.size);
    }
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
      );
      const body = answer.Body as Readable;
      const contentType = answer.ContentType;
      if (!range) return { body, size: answer.ContentLength ?? 0, ...(contentType && { contentType }) };
      const partial = parseContentRange(answer.ContentRange);
      if (partial) {
        try {
          clampRange(key, partial.size, range);
        } catch (error) {
          body.destroy();
          throw error;
        }
        return { body, size: partial.size, range: partial.range, ...(contentType && { contentType }) };
      }
      // The whole object came back (a service that does not serve ranges): the range is cut here.
      const size = answer.ContentLength ?? 0;
      let part: ByteRange;
      try {
        part = clampRange(key, size, range);
      } catch (error) {
        body.destroy();
        throw error;
      }
      return { body: Readable.from(bytesWithin(body, part)), size, range: part, ...(contentType && { contentType }) };
    } catch (error) {
      if (isMissing(error)) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
        const info = await this.head(key);
        if (!info) return null;
        throw new ObjectRangeError(key, info.size);
      }
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    checkObjectKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: answer.ContentLength ?? 0,
        modifiedAt: answer.LastModified ?? new Date(0),
        ...(answer.ContentType && { contentType: answer.ContentType }),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    checkObjectPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      // S3 lists in UTF-8 byte order; some compatible servers (s3rver) only page by page in an
      // order of their own, which a sort of the page mends.
      const objects = (page.Contents ?? [])
        .filter((object) => object.Key !== undefined)
        .map((object) => ({
          key: object.Key!,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(),
          sortKey: Buffer.from(object.Key!),
        }))
        .sort((a, b) => Buffer.compare(a.sortKey, b.sortKey));
      for (const { key, size, modifiedAt } of objects) yield { key, size, modifiedAt };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Stops the connections kept open (a process that ends, a test). */
  close(): void {
    this.client.destroy();
  }

  /**
   * A stream of a length known beforehand goes on as it comes, in one PUT of that length: no
   * spool, and the bucket writes while the bytes arrive. The counter fails the stream before its
   * last byte when it runs short or long, which aborts the request: S3 keeps no part of a PUT
   * that did not complete.
   */
  private async putAsItComes(key: string, content: Readable, size: number, contentType?: string): Promise<ObjectInfo> {
    // Room (256 kB) between the upload and the request: with Node's 16 kB the two took turns
    // on every chunk, and the bucket was sent a third less per second (bench:media).
    const counter = new ByteCounter(key, Infinity, size, SEND_BUFFER);
    // The SDK pipes the body into its request, and a pipe does not pass an error on: a stream
    // that fails must abort the request itself, or the PUT would wait for its bytes forever.
    const abort = new AbortController();
    let failure: unknown;
    const body = pipeline(content, counter).catch((error: unknown) => {
      failure = error;
      abort.abort();
    });
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: counter,
          ContentLength: size,
          ContentType: contentType,
        }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      content.destroy();
      counter.destroy();
      await body;
      // When the stream failed, its own error says why (too long or short, cut off).
      throw failure ?? error;
    }
    await body;
    if (failure) throw failure;
    return { size, contentType, modifiedAt: new Date() };
  }

  private async upload(key: string, file: string, size: number, contentType?: string): Promise<void> {
    if (size <= this.multipartThreshold) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return;
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: createReadStream(file), ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: PART_QUEUE,
      leavePartsOnError: false,
    });
    await upload.done();
  }
}
