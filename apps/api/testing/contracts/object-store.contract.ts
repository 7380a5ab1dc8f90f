import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  InvalidObjectKeyError,
  ListedObject,
  ObjectRangeError,
  ObjectSizeMismatchError,
  ObjectStore,
  ObjectTooLargeError,
} from '../../src/shared/storage/object-store';
import { ObjectOwners } from '../../src/shared/storage/object-owners';
import { SweepOrphanedObjects, SWEEP_SAFETY_MS } from '../../src/shared/storage/sweep-orphaned-objects';
import { ManualClock } from '../../src/shared/time/clock';

export interface ObjectStoreUnderTest {
  store: ObjectStore;
  /** Whether the store keeps the content type given to `put` (memory, S3 do; the disk does not). */
  keepsContentType: boolean;
  close?(): Promise<void>;
}

/** Keys no store may take: each escapes its root, or could not be stored the same way everywhere. */
export const INVALID_OBJECT_KEYS: Array<[string, string]> = [
  ['', 'empty'],
  ['../escape.txt', 'a parent part'],
  ['stories/../../escape.txt', 'a parent part inside'],
  ['stories/./a.wav', 'a current-folder part'],
  ['/etc/passwd', 'absolute'],
  ['stories\\..\\escape.txt', 'backslashes'],
  ['stories/a\u0000.wav', 'NUL'],
  ['stories/a\n.wav', 'a control character'],
  ['stories//a.wav', 'an empty part'],
  ['stories/', 'a trailing slash'],
  ['.partial/x', 'a part starting with a dot'],
  ['stories/\ud800.wav', 'a lone surrogate'],
  [`stories/${'a'.repeat(256)}`, 'a part over 255 bytes'],
  [`${'abcdefgh/'.repeat(114)}abc`, 'over 1024 bytes'],
];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function listed(store: ObjectStore, prefix: string): Promise<ListedObject[]> {
  const found: ListedObject[] = [];
  for await (const object of store.list(prefix)) found.push(object);
  return found;
}

/** `count` chunks of `size` bytes, made as they are read (never all in memory). */
function chunks(count: number, size = 64 * 1024, fill = (i: number) => i % 251): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) yield Buffer.alloc(size, fill(i));
    })(),
  );
}

function sha(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function objectStoreContract(name: string, make: () => Promise<ObjectStoreUnderTest>) {
  describe(`ObjectStore contract: ${name}`, () => {
    let subject: ObjectStoreUnderTest;
    let store: ObjectStore;
    beforeEach(async () => {
      subject = await make();
      store = subject.store;
    });
    afterEach(async () => {
      await subject.close?.();
    });

    it('keeps a buffer and gives it back whole, with its size and when it was written', async () => {
      const before = Date.now() - 2_000;
      const info = await store.put('stories/s1/1-photo.jpg', Buffer.from('a photo'), { contentType: 'image/jpeg' });
      expect(info.size).toBe(7);
      const got = await store.get('stories/s1/1-photo.jpg');
      expect((await bytesOf(got!.body)).toString()).toBe('a photo');
      expect(got!.size).toBe(7);
      expect(got!.range).toBeUndefined();
      const head = await store.head('stories/s1/1-photo.jpg');
      expect(head!.size).toBe(7);
      expect(head!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(head!.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
      const contentType = subject.keepsContentType ? 'image/jpeg' : undefined;
      expect([head!.contentType, got!.contentType, info.contentType]).toEqual([contentType, contentType, contentType]);
    });

    it('streams a large file in, byte for byte, and replaces what the key held', async () => {
      await store.put('stories/s1/1-recording.wav', Buffer.from('an older take'));
      const expected = createHash('sha256');
      for (let i = 0; i < 96; i++) expected.update(Buffer.alloc(64 * 1024, i % 251));
      const info = await store.put('stories/s1/1-recording.wav', chunks(96), { contentType: 'audio/wav' });
      expect(info.size).toBe(96 * 64 * 1024);
      const got = await store.get('stories/s1/1-recording.wav');
      expect(sha(await bytesOf(got!.body))).toBe(expected.digest('hex'));
      expect((await store.head('stories/s1/1-recording.wav'))!.size).toBe(96 * 64 * 1024);
    });

    it('keeps an empty object', async () => {
      expect((await store.put('stories/s1/empty', Buffer.alloc(0))).size).toBe(0);
      const got = await store.get('stories/s1/empty');
      expect(await bytesOf(got!.body)).toHaveLength(0);
      expect((await store.head('stories/s1/empty'))!.size).toBe(0);
    });

    it('finds nothing under a key never written: null, not an error', async () => {
      expect(await store.get('stories/none/1-recording.wav')).toBeNull();
      expect(await store.head('stories/none/1-recording.wav')).toBeNull();
      await store.put('stories/s1/1-photo.jpg', Buffer.from('x'));
      // A key naming the "folder" of other keys holds no object either.
      expect(await store.get('stories/s1')).toBeNull();
      expect(await store.head('stories/s1')).toBeNull();
    });

    it('reads a byte range, its end cut to the last byte, and refuses one past the end', async () => {
      await store.put('stories/s1/1-recording.wav', Buffer.from('0123456789'));
      const part = await store.get('stories/s1/1-recording.wav', { start: 2, end: 5 });
      expect((await bytesOf(part!.body)).toString()).toBe('2345');
      expect({ size: part!.size, range: part!.range }).toEqual({ size: 10, range: { start: 2, end: 5 } });
      const tail = await store.get('stories/s1/1-recording.wav', { start: 7, end: 1_000 });
      expect((await bytesOf(tail!.body)).toString()).toBe('789');
      expect(tail!.range).toEqual({ start: 7, end: 9 });
      const last = await store.get('stories/s1/1-recording.wav', { start: 9, end: 9 });
      expect((await bytesOf(last!.body)).toString()).toBe('9');
      for (const range of [
        { start: 10, end: 12 },
        { start: 5, end: 4 },
        { start: -1, end: 3 },
      ])
        await expect(store.get('stories/s1/1-recording.wav', range)).rejects.toBeInstanceOf(ObjectRangeError);
      await store.put('stories/s1/empty', Buffer.alloc(0));
      await expect(store.get('stories/s1/empty', { start: 0, end: 0 })).rejects.toBeInstanceOf(ObjectRangeError);
      expect(await store.get('stories/none', { start: 0, end: 1 })).toBeNull();
    });

    it('takes exactly maxBytes, and past it stops reading, keeps nothing and leaves the older object', async () => {
      expect((await store.put('stories/s1/exact', chunks(4, 1024), { maxBytes: 4096 })).size).toBe(4096);
      await store.put('stories/s1/1-recording.wav', Buffer.from('the first take'));
      // Endless: only a store that stops reading at the limit returns at all.
      const endless = Readable.from(
        (function* () {
          for (;;) yield Buffer.alloc(64 * 1024, 1);
        })(),
      );
      const error = await store
        .put('stories/s1/1-recording.wav', endless, { maxBytes: 1024 * 1024 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ObjectTooLargeError);
      expect((error as ObjectTooLargeError).code).toBe('OBJECT_TOO_LARGE');
      expect(endless.destroyed).toBe(true);
      const kept = await store.get('stories/s1/1-recording.wav');
      expect((await bytesOf(kept!.body)).toString()).toBe('the first take');
      await expect(store.put('stories/s1/2-big', Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
      await expect(store.put('stories/s1/3-big', chunks(2, 1024), { maxBytes: 2047 })).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
      expect((await listed(store, '')).map((o) => o.key)).toEqual(['stories/s1/1-recording.wav', 'stories/s1/exact']);
    });

    it('takes a stream of the length announced, and keeps nothing of one shorter, longer or cut off', async () => {
      const expected = createHash('sha256');
      for (let i = 0; i < 20; i++) expected.update(Buffer.alloc(64 * 1024, i % 251));
      const info = await store.put('stories/s1/1-recording.wav', chunks(20), {
        size: 20 * 64 * 1024,
        contentType: 'audio/wav',
      });
      expect(info.size).toBe(20 * 64 * 1024);
      expect(sha(await bytesOf((await store.get('stories/s1/1-recording.wav'))!.body))).toBe(expected.digest('hex'));
      await store.put('stories/s2/1-recording.wav', Buffer.from('the first take'));
      for (const size of [20 * 64 * 1024 + 1, 20 * 64 * 1024 - 1]) {
        const error = await store.put('stories/s2/1-recording.wav', chunks(20), { size }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ObjectSizeMismatchError);
        expect((error as ObjectSizeMismatchError).code).toBe('OBJECT_SIZE_MISMATCH');
      }
      await expect(store.put('stories/s2/1-recording.wav', Buffer.from('abc'), { size: 4 })).rejects.toBeInstanceOf(
        ObjectSizeMismatchError,
      );
      const cut = new PassThrough();
      const writing = store.put('stories/s2/1-recording.wav', cut, { size: 1024 * 1024 });
      cut.write(Buffer.alloc(64 * 1024, 4));
      await until(() => cut.readableLength === 0, 'the store to read the first bytes');
      cut.destroy(new Error('connection reset'));
      await expect(writing).rejects.toThrow();
      const kept = await store.get('stories/s2/1-recording.wav');
      expect((await bytesOf(kept!.body)).toString()).toBe('the first take');
      expect((await listed(store, '')).map((o) => o.key)).toEqual([
        'stories/s1/1-recording.wav',
        'stories/s2/1-recording.wav',
      ]);
    });

    it('keeps nothing of a stream that fails or is cut off midway', async () => {
      await store.put('stories/s1/1-recording.wav', Buffer.from('the first take'));
      const failing = Readable.from(
        (function* () {
          yield Buffer.alloc(64 * 1024, 2);
          yield Buffer.alloc(64 * 1024, 3);
          throw new Error('connection reset');
        })(),
      );
      await expect(store.put('stories/s1/1-recording.wav', failing)).rejects.toThrow('connection reset');
      const cut = new PassThrough();
      const writing = store.put('stories/s2/1-recording.wav', cut);
      cut.write(Buffer.alloc(1024, 4));
      await until(() => cut.readableLength === 0, 'the store to read the first bytes');
      cut.destroy();
      await expect(writing).rejects.toThrow();
      expect(await store.head('stories/s2/1-recording.wav')).toBeNull();
      const kept = await store.get('stories/s1/1-recording.wav');
      expect((await bytesOf(kept!.body)).toString()).toBe('the first take');
      expect((await listed(store, '')).map((o) => o.key)).toEqual(['stories/s1/1-recording.wav']);
    });

    it('shows a write in progress to no one until it is complete', async () => {
      const source = new PassThrough();
      const writing = store.put('stories/s1/1-recording.wav', source);
      source.write(Buffer.alloc(32 * 1024, 5));
      await until(() => source.readableLength === 0, 'the store to read the first bytes');
      expect(await store.head('stories/s1/1-recording.wav')).toBeNull();
      expect(await store.get('stories/s1/1-recording.wav')).toBeNull();
      expect(await listed(store, '')).toEqual([]);
      source.end(Buffer.alloc(32 * 1024, 6));
      expect((await writing).size).toBe(64 * 1024);
      expect((await listed(store, '')).map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'stories/s1/1-recording.wav', size: 64 * 1024 },
      ]);
    });

    it('leaves one whole object when two writes of a key race', async () => {
      const a = Buffer.alloc(256 * 1024, 7);
      const b = Buffer.alloc(300 * 1024, 8);
      await Promise.all([
        store.put(
          'stories/s1/1-recording.wav',
          chunks(4, 64 * 1024, () => 7),
        ),
        store.put(
          'stories/s1/1-recording.wav',
          chunks(5, 60 * 1024, () => 8),
        ),
      ]);
      const got = await bytesOf((await store.get('stories/s1/1-recording.wav'))!.body);
      expect([sha(a), sha(b)]).toContain(sha(got));
    });

    it('deletes an object, idempotently, and leaves its neighbours', async () => {
      await store.put('stories/s1/1-recording.wav', Buffer.from('one'));
      await store.put('stories/s1/2-photo.jpg', Buffer.from('two'));
      await store.delete('stories/s1/1-recording.wav');
      await store.delete('stories/s1/1-recording.wav');
      await store.delete('stories/never/written');
      await store.delete('stories/s1');
      expect(await store.head('stories/s1/1-recording.wav')).toBeNull();
      expect((await store.head('stories/s1/2-photo.jpg'))!.size).toBe(3);
      await store.delete('stories/s1/2-photo.jpg');
      expect(await listed(store, '')).toEqual([]);
      // The key can be written again after its folder went with its last object.
      await store.put('stories/s1/2-photo.jpg', Buffer.from('again'));
      expect((await store.head('stories/s1/2-photo.jpg'))!.size).toBe(5);
    });

    it('lists keys with their sizes by plain prefix, in byte order, across folders', async () => {
      const keys = ['stories/a/2-photo.jpg', 'stories/a-b/1.wav', 'stories/a/1-recording.wav', 'exports/e.zip'];
      for (const [i, key] of keys.entries()) await store.put(key, Buffer.alloc(i + 1));
      await store.put('stories/ä/1-Grandma’s photo.jpg', Buffer.from('ü'));
      expect((await listed(store, '')).map(({ key, size }) => ({ key, size }))).toEqual([
        { key: 'exports/e.zip', size: 4 },
        { key: 'stories/a-b/1.wav', size: 2 },
        { key: 'stories/a/1-recording.wav', size: 3 },
        { key: 'stories/a/2-photo.jpg', size: 1 },
        { key: 'stories/ä/1-Grandma’s photo.jpg', size: 2 },
      ]);
      expect((await listed(store, 'stories/a/')).map((o) => o.key)).toEqual([
        'stories/a/1-recording.wav',
        'stories/a/2-photo.jpg',
      ]);
      expect((await listed(store, 'stories/a')).map((o) => o.key)).toEqual([
        'stories/a-b/1.wav',
        'stories/a/1-recording.wav',
        'stories/a/2-photo.jpg',
      ]);
      expect((await listed(store, 'stories/a/2')).map((o) => o.key)).toEqual(['stories/a/2-photo.jpg']);
      expect((await listed(store, 'stor')).length).toBe(4);
      expect(await listed(store, 'stories/zzz/')).toEqual([]);
      expect(await listed(store, 'nothing')).toEqual([]);
    });

    it('lists when each object was last written, as head tells it', async () => {
      const before = Date.now();
      await store.put('stories/w/1.wav', Buffer.from('one'));
      const [object] = await listed(store, 'stories/w/');
      const head = await store.head('stories/w/1.wav');
      // (A Date, though the disk's comes from Node's realm, not the test's: instanceof would not tell.)
      expect(Number.isFinite(object.modifiedAt.getTime())).toBe(true);
      // Stores keep whole seconds (S3) or the file system's precision: a second either way.
      expect(Math.abs(object.modifiedAt.getTime() - head!.modifiedAt.getTime())).toBeLessThan(1000);
      expect(object.modifiedAt.getTime()).toBeGreaterThan(before - 2000);
      expect(object.modifiedAt.getTime()).toBeLessThan(Date.now() + 2000);
    });

    it('is swept of the objects no owner calls alive, once older than the safety age; the rest stay', async () => {
      const keys = [
        'stories/s1/1-recording.wav',
        'stories/s1/served/a1.jpg',
        'stories/s2/1-crashed.wav',
        'exports/v1/e1/t1.zip',
        'exports/v1/e1/t2.zip',
        'backups/unowned.bin',
      ];
      for (const key of keys) await store.put(key, Buffer.from(key));
      const alive = new Set(['stories/s1/1-recording.wav', 'stories/s1/served/a1.jpg', 'exports/v1/e1/t2.zip']);
      const owners = new ObjectOwners();
      const asked: string[][] = [];
      for (const prefix of ['stories/', 'exports/'])
        owners.add({
          prefix,
          alive: async (batch) => {
            asked.push(batch);
            return new Set(batch.filter((key) => alive.has(key)));
          },
        });
      const clock = new ManualClock(new Date());
      const sweep = new SweepOrphanedObjects(store, owners, clock);
      const orphanedKeys = ['stories/s2/1-crashed.wav', 'exports/v1/e1/t1.zip'];

      // Written just now: an upload may still be on its way to its row.
      expect(await sweep.execute()).toEqual({ orphaned: [], checked: 0 });
      clock.advance(SWEEP_SAFETY_MS + 60_000);
      // Only asked about its own prefix; a dry run deletes nothing.
      const dry = await sweep.execute({ dryRun: true });
      expect(dry.orphaned.map((o) => o.key).sort()).toEqual([...orphanedKeys].sort());
      expect(dry.checked).toBe(5);
      expect(asked.flat().sort()).toEqual(keys.filter((k) => !k.startsWith('backups/')).sort());
      expect((await listed(store, '')).length).toBe(6);

      const done = await sweep.execute();
      expect(done.orphaned.map((o) => o.key).sort()).toEqual([...orphanedKeys].sort());
      expect((await listed(store, '')).map((o) => o.key).sort()).toEqual(
        keys.filter((k) => !orphanedKeys.includes(k)).sort(),
      );
      expect(await sweep.execute()).toMatchObject({ orphaned: [], checked: 3 });
    });

    it.each(INVALID_OBJECT_KEYS.map(([key, reason]) => ({ key, reason })))(
      'refuses a key with $reason in every operation',
      async ({ key }) => {
        const source = new PassThrough();
        await expect(store.put(key, source)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        expect(source.destroyed).toBe(true);
        await expect(store.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.get(key, { start: 0, end: 0 })).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.head(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        expect(await listed(store, '')).toEqual([]);
      },
    );

    it('refuses a list prefix that could leave the store', async () => {
      for (const prefix of ['../', '/etc', 'a\\b', 'stories/../', 'a\u0000', '.partial/'])
        await expect(listed(store, prefix)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    });
  });
}
