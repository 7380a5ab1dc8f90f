import { createHash } from 'node:crypto';
import { pipeline, Transform, TransformCallback, Writable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { ListedObject, ObjectStore } from '../../shared/storage/object-store';
import { MigrationJournal, VerifiedObject } from './migration-journal';

export interface MediaMigrationProgress {
  objects: number;
  totalObjects: number;
  bytes: number;
  totalBytes: number;
}

export interface MediaMigrationSummary {
  /** Objects the source held when the run listed it, and their bytes. */
  objects: number;
  bytes: number;
  /** Copied (and verified) by this run. */
  copied: number;
  /** Already in the target with the same size and sha256 (an earlier run's, or found there). */
  alreadyThere: number;
  /** Objects the target now holds as the source does: copied + alreadyThere. */
  verified: number;
  /** Deleted from the source (the app's purge) between the listing and their copy: nothing to move. */
  vanished: number;
  failed: Array<{ key: string; reason: string }>;
  seconds: number;
}

export interface MigrateMediaOptions {
  source: ObjectStore;
  target: ObjectStore;
  journal: MigrationJournal;
  /** Objects in flight at once. */
  concurrency?: number;
  onProgress?(progress: MediaMigrationProgress): void;
}

type Outcome = { kind: 'copied' | 'alreadyThere' | 'vanished' } | { kind: 'failed'; reason: string };

/** Copies at once: enough to keep a remote store busy, few enough for a small machine's disk. */
const CONCURRENCY = 4;

/**
 * Copies every object of `source` into `target` and checks each there: the target's bytes, read
 * back, must have the size and sha256 of the source's (hashed as they were copied). A mismatch is
 * copied once more, then reported. Verified keys go to the journal, so that a run stopped midway
 * goes on where it stopped and a later run copies only what is new. Nothing is deleted anywhere.
 */
export async function migrateMedia(options: MigrateMediaOptions): Promise<MediaMigrationSummary> {
  const { source, target, journal, onProgress } = options;
  const started = Date.now();
  // Keys and sizes only, for the totals a progress bar needs.
  const listed: ListedObject[] = [];
  for await (const object of source.list('')) listed.push(object);
  const totalBytes = listed.reduce((sum, object) => sum + object.size, 0);
  const summary: MediaMigrationSummary = {
    objects: listed.length,
    bytes: totalBytes,
    copied: 0,
    alreadyThere: 0,
    verified: 0,
    vanished: 0,
    failed: [],
    seconds: 0,
  };
  const progress = { objects: 0, totalObjects: listed.length, bytes: 0, totalBytes };
  onProgress?.({ ...progress });

  let next = 0;
  const work = async (): Promise<void> => {
    while (next < listed.length) {
      const object = listed[next++];
      const outcome = await moveOne(source, target, journal, object);
      if (outcome.kind === 'failed') summary.failed.push({ key: object.key, reason: outcome.reason });
      else summary[outcome.kind] += 1;
      progress.objects += 1;
      progress.bytes += object.size;
      onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? CONCURRENCY, listed.length) }, work));

  summary.failed.sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
  summary.verified = summary.copied + summary.alreadyThere;
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}

async function moveOne(
  source: ObjectStore,
  target: ObjectStore,
  journal: MigrationJournal,
  object: ListedObject,
): Promise<Outcome> {
  const { key } = object;
  let reason = '';
  try {
    const there = await target.head(key);
    if (there && there.size === object.size) {
      // Verified by an earlier run: its size is enough to know it was not replaced since.
      if (journal.find(key)?.size === object.size) return { kind: 'alreadyThere' };
      const [original, copy] = await Promise.all([digestOf(source, key), digestOf(target, key)]);
      if (!original) return { kind: 'vanished' };
      if (copy && same(original, copy)) {
        await journal.record({ key, ...original });
        return { kind: 'alreadyThere' };
      }
    }
  } catch (error) {
    reason = messageOf(error);
  }
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const original = await copyOnce(source, target, key);
      if (!original) return { kind: 'vanished' };
      const copy = await digestOf(target, key);
      if (copy && same(original, copy)) {
        await journal.record({ key, ...original });
        return { kind: 'copied' };
      }
      reason = copy
        ? `the copy holds ${copy.size} bytes of sha256 ${copy.sha256.slice(0, 12)}…, the source ${original.size} bytes of ${original.sha256.slice(0, 12)}…`
        : 'the copy is not in the target after it was written';
    } catch (error) {
      reason = messageOf(error);
    }
  }
  return { kind: 'failed', reason };
}

/** Streams the source's object into the target, hashing it on the way; null when it is gone. */
async function copyOnce(
  source: ObjectStore,
  target: ObjectStore,
  key: string,
): Promise<Omit<VerifiedObject, 'key'> | null> {
  const content = await source.get(key);
  if (!content) return null;
  const hasher = new Hasher();
  // Whatever ends the copy early (the target refusing it, a read error) closes the source too.
  const flowing = pipeline(content.body, hasher, () => undefined);
  // The length is known: a bucket takes the object as it is read, nothing spooled on the way.
  await target.put(key, flowing, {
    size: content.size,
    ...(content.contentType && { contentType: content.contentType }),
  });
  return hasher.result();
}

/** The object's size and sha256 as the store gives its bytes back, or null when there is none. */
async function digestOf(store: ObjectStore, key: string): Promise<Omit<VerifiedObject, 'key'> | null> {
  const content = await store.get(key);
  if (!content) return null;
  const hasher = new Hasher();
  await pipelineAsync(content.body, hasher, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return hasher.result();
}

function same(a: Omit<VerifiedObject, 'key'>, b: Omit<VerifiedObject, 'key'>): boolean {
  return a.size === b.size && a.sha256 === b.sha256;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Passes bytes through, counting and hashing them. */
class Hasher extends Transform {
  private readonly hash = createHash('sha256');
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    callback(null, chunk);
  }

  result(): Omit<VerifiedObject, 'key'> {
    return { size: this.size, sha256: this.hash.digest('hex') };
  }
}
