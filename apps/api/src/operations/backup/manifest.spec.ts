import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { InMemoryObjectStore } from '../../../testing/in-memory/storage/in-memory-object.store';
import { BackupError, checkObject, Manifest, readManifest, writeManifest } from './manifest';
import { mediaPath, missingFromBucket, restoreMedia, snapshotMedia, verifyCopiedMedia } from './media-snapshot';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const none = () => undefined;

describe('the backup manifest and the media snapshot', () => {
  let dir: string;
  let store: InMemoryObjectStore;
  const voice = Buffer.alloc(300_000, 7);
  const photo = Buffer.from('a photo');

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sv-manifest-'));
    store = new InMemoryObjectStore();
    await store.put('stories/v1/voice.wav', Readable.from([voice]));
    await store.put('photos/p 1/photo.jpg', photo);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies every object with its size and sha256, in the store’s key order', async () => {
    const seen: [number, number][] = [];
    const objects = await snapshotMedia(store, dir, true, (done, total) => seen.push([done, total]));
    expect(objects).toEqual([
      { key: 'photos/p 1/photo.jpg', size: photo.length, sha256: sha256(photo) },
      { key: 'stories/v1/voice.wav', size: voice.length, sha256: sha256(voice) },
    ]);
    expect(readFileSync(mediaPath(dir, 'stories/v1/voice.wav')).equals(voice)).toBe(true);
    expect(seen).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('only hashes a bucket’s objects, copying none', async () => {
    const objects = await snapshotMedia(store, dir, false, none);
    expect(objects.map((o) => o.sha256)).toEqual([sha256(photo), sha256(voice)]);
    expect(() => readFileSync(mediaPath(dir, 'photos/p 1/photo.jpg'))).toThrow();
  });

  it('reads back what it wrote, and refuses a folder without a manifest or with another one', async () => {
    const manifest = {
      format: 1,
      createdAt: '2026-11-26T10:00:00.000Z',
      storyvaultVersion: '0.1.0',
      lastMigration: 'CreateListenLinks1765800300000',
      database: { kind: 'pg_dump', path: 'database.pgdump', serverMajor: 15, toolMajor: 15, rows: { users: 2 } },
      media: { store: 'disk', objects: 0, bytes: 0 },
      objects: [],
    } satisfies Manifest;
    await expect(readManifest(dir)).rejects.toThrow(`${dir} holds no StoryVault backup (no manifest.json).`);
    await writeManifest(dir, manifest);
    expect(await readManifest(dir)).toEqual(manifest);
    writeFileSync(join(dir, 'manifest.json'), '{"format": 2}');
    await expect(readManifest(dir)).rejects.toThrow(BackupError);
  });

  describe('refuses a manifest naming anything outside the backup or the store', () => {
    const good = {
      format: 1,
      createdAt: '2026-11-26T10:00:00.000Z',
      storyvaultVersion: '0.1.0',
      lastMigration: null,
      database: { kind: 'pg_dump', path: 'database.pgdump', serverMajor: 15, toolMajor: 15, rows: {} },
      media: { store: 'disk', objects: 1, bytes: 3 },
      objects: [{ key: 'stories/s1/voice.wav', size: 3, sha256: sha256(Buffer.from('abc')) }],
    } satisfies Manifest;
    const written = (manifest: unknown) => writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const object = (changes: Record<string, unknown>) => ({ ...good, objects: [{ ...good.objects[0], ...changes }] });

    it('accepts a well-formed one', async () => {
      written(good);
      expect(await readManifest(dir)).toEqual(good);
    });

    it.each([
      ['../../etc/hostname', 'a ".." part'],
      ['/etc/hostname', 'an absolute path'],
      ['stories/../../../etc/passwd', 'a ".." part'],
      ['stories\\..\\x', 'a backslash'],
      ['stories/a\u0000b', 'a NUL or control character'],
      ['stories//x', 'an empty part'],
      ['./x', 'a "." part'],
      ['', 'empty'],
    ])('a key %j (%s)', async (key, reason) => {
      written(object({ key }));
      const refusal = readManifest(dir);
      await expect(refusal).rejects.toThrow(BackupError);
      await expect(refusal).rejects.toThrow(reason);
      await expect(refusal).rejects.toThrow(/Nothing was changed\.$/);
    });

    it.each([
      ['a negative size', { size: -1 }],
      ['a size that is not a whole number', { size: 1.5 }],
      ['a size that is text', { size: '3' }],
      ['a checksum that is not sha256', { sha256: 'abc' }],
      ['a key that is not text', { key: 7 }],
    ])('an object with %s', async (_what, changes) => {
      written(object(changes));
      await expect(readManifest(dir)).rejects.toThrow(/^manifest\.json lists .* Nothing was changed\.$/);
    });

    it('the same key twice', async () => {
      written({ ...good, objects: [good.objects[0], good.objects[0]] });
      await expect(readManifest(dir)).rejects.toThrow('stories/s1/voice.wav twice');
    });

    it.each(['../database.pgdump', '/var/lib/database.pgdump', 'a/../../b', 'media/x', ''])(
      'a database path %j',
      async (path) => {
        written({ ...good, database: { ...good.database, path } });
        await expect(readManifest(dir)).rejects.toThrow(/database.*Nothing was changed\.$/);
      },
    );

    it('an unknown database kind or media store', async () => {
      written({ ...good, database: { ...good.database, kind: 'tar' } });
      await expect(readManifest(dir)).rejects.toThrow(BackupError);
      written({ ...good, media: { ...good.media, store: 'ftp' } });
      await expect(readManifest(dir)).rejects.toThrow(BackupError);
    });

    it('a media file that is a link to somewhere outside the backup', async () => {
      const outside = mkdtempSync(join(tmpdir(), 'sv-outside-'));
      try {
        writeFileSync(join(outside, 'voice.wav'), 'abc');
        mkdirSync(join(dir, 'media', 'stories', 's1'), { recursive: true });
        symlinkSync(join(outside, 'voice.wav'), mediaPath(dir, 'stories/s1/voice.wav'));
        await expect(verifyCopiedMedia(dir, good.objects, none)).rejects.toThrow(
          'stories/s1/voice.wav in the backup is a link to a file outside it',
        );
      } finally {
        rmSync(outside, { recursive: true, force: true });
      }
    });
  });

  it('names the key of a file altered in the backup, before anything is put back', async () => {
    const objects = await snapshotMedia(store, dir, true, none);
    await expect(verifyCopiedMedia(dir, objects, none)).resolves.toBeUndefined();
    const tampered = Buffer.from(voice);
    tampered[1000] ^= 1;
    writeFileSync(mediaPath(dir, 'stories/v1/voice.wav'), tampered);
    await expect(verifyCopiedMedia(dir, objects, none)).rejects.toThrow(
      /^stories\/v1\/voice\.wav in the backup differs from the backup's manifest \(300000 bytes, sha256 [0-9a-f]{12}…/,
    );
    rmSync(mediaPath(dir, 'photos/p 1/photo.jpg'));
    await expect(verifyCopiedMedia(dir, objects, none)).rejects.toThrow('photos/p 1/photo.jpg is missing from');
  });

  it('puts every object back through the port, byte for byte', async () => {
    const objects = await snapshotMedia(store, dir, true, none);
    const empty = new InMemoryObjectStore();
    await restoreMedia(empty, dir, objects, none);
    const restored = await empty.get('stories/v1/voice.wav');
    const chunks: Buffer[] = [];
    for await (const chunk of restored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(voice)).toBe(true);
    expect(await missingFromBucket(empty, objects, none)).toEqual([]);
  });

  it('names the objects a bucket lost or holds changed', async () => {
    const objects = await snapshotMedia(store, dir, false, none);
    await store.delete('photos/p 1/photo.jpg');
    await store.put('stories/v1/voice.wav', Buffer.from('overwritten'));
    expect(await missingFromBucket(store, objects, none)).toEqual(['photos/p 1/photo.jpg', 'stories/v1/voice.wav']);
  });

  it('compares size and checksum both', () => {
    const expected = { key: 'k', size: 3, sha256: sha256(Buffer.from('abc')) };
    expect(() => checkObject(expected, { size: 3, sha256: expected.sha256 }, 'x')).not.toThrow();
    expect(() => checkObject(expected, { size: 4, sha256: expected.sha256 }, 'x')).toThrow('k in x differs');
  });
});
