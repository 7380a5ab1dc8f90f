import { INVALID_OBJECT_KEYS, objectStoreContract } from '@storyvault/api-testing';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { LocalDiskObjectStore } from './local-disk-object.store';
import { ObjectTooLargeError } from './object-store';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh DATA_DIR-like folder; the store's root is its `media` folder, as in the app. */
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sv-object-store-'));
  made.push(dir);
  return dir;
}

/** Every file and folder under `root`, as paths relative to it (hidden ones too). */
function tree(root: string): string[] {
  return existsSync(root) ? (readdirSync(root, { recursive: true }) as string[]).sort() : [];
}

objectStoreContract('local disk (DATA_DIR/media)', async () => ({
  store: new LocalDiskObjectStore(join(dataDir(), 'media')),
  keepsContentType: false,
}));

describe('LocalDiskObjectStore', () => {
  it('reads media written by earlier versions where they lie: stories/<id>/<n>-<name>', async () => {
    const root = join(dataDir(), 'media');
    mkdirSync(join(root, 'stories', 'a1b2'), { recursive: true });
    writeFileSync(join(root, 'stories', 'a1b2', '1-recording.wav'), 'RIFF....WAVE');
    const store = new LocalDiskObjectStore(root);
    expect((await store.head('stories/a1b2/1-recording.wav'))!.size).toBe(12);
    const part = await store.get('stories/a1b2/1-recording.wav', { start: 8, end: 11 });
    const chunks: Buffer[] = [];
    for await (const chunk of part!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('WAVE');
    await store.put('stories/c3/1-photo.jpg', Buffer.from('jpeg'));
    expect(readdirSync(join(root, 'stories', 'c3'))).toEqual(['1-photo.jpg']);
  });

  it('keeps files 0600 in folders 0700, closing a root found more open', async () => {
    const root = join(dataDir(), 'media');
    mkdirSync(root, { mode: 0o755 });
    chmodSync(root, 0o755);
    await new LocalDiskObjectStore(root).put('stories/s1/1-recording.wav', Buffer.from('x'));
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'stories')).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'stories', 's1')).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'stories', 's1', '1-recording.wav')).mode & 0o777).toBe(0o600);
  });

  it('leaves no file and no half-written file behind an oversized write', async () => {
    const root = join(dataDir(), 'media');
    const store = new LocalDiskObjectStore(root);
    const big = Readable.from(
      (function* () {
        for (let i = 0; i < 64; i++) yield Buffer.alloc(64 * 1024, 1);
      })(),
    );
    await expect(store.put('stories/s1/1-recording.wav', big, { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(tree(root)).toEqual(['.partial']);
  });

  it('writes aside in .partial, so a crash mid-write leaves nothing under the key', async () => {
    const root = join(dataDir(), 'media');
    const store = new LocalDiskObjectStore(root);
    const source = new PassThrough();
    const writing = store.put('stories/s1/1-recording.wav', source);
    source.write(Buffer.alloc(1024));
    const deadline = Date.now() + 10_000;
    while (tree(join(root, '.partial')).length === 0 || source.readableLength > 0) {
      if (Date.now() > deadline) throw new Error('the write never started');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(existsSync(join(root, 'stories', 's1', '1-recording.wav'))).toBe(false);
    source.end();
    await writing;
    expect(tree(root)).toEqual(['.partial', 'stories', 'stories/s1', 'stories/s1/1-recording.wav']);
  });

  it('removes half-written files a stopped process left a day ago, and keeps fresh ones', async () => {
    const root = join(dataDir(), 'media');
    mkdirSync(join(root, '.partial'), { recursive: true });
    const old = join(root, '.partial', 'old');
    const fresh = join(root, '.partial', 'fresh');
    writeFileSync(old, 'half');
    writeFileSync(fresh, 'half');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    utimesSync(old, dayAgo, dayAgo);
    await new LocalDiskObjectStore(root).put('stories/s1/1-photo.jpg', Buffer.from('x'));
    expect(readdirSync(join(root, '.partial'))).toEqual(['fresh']);
  });

  it('takes a story’s folder away with its last file, and keeps the rest', async () => {
    const root = join(dataDir(), 'media');
    const store = new LocalDiskObjectStore(root);
    await store.put('stories/s1/1-recording.wav', Buffer.from('x'));
    await store.put('stories/s2/1-photo.jpg', Buffer.from('y'));
    await store.put('stories/s2/2-photo.jpg', Buffer.from('z'));
    await store.delete('stories/s1/1-recording.wav');
    await store.delete('stories/s2/1-photo.jpg');
    expect(tree(root)).toEqual(['.partial', 'stories', 'stories/s2', 'stories/s2/2-photo.jpg']);
  });

  it('never touches a file outside its root, whatever the key', async () => {
    const dir = dataDir();
    const root = join(dir, 'media');
    writeFileSync(join(dir, 'escape.txt'), 'outside');
    const store = new LocalDiskObjectStore(root);
    for (const [key] of INVALID_OBJECT_KEYS) {
      await store.put(key, Buffer.from('overwritten')).catch(() => undefined);
      await store.delete(key).catch(() => undefined);
    }
    expect(readdirSync(dir).sort()).toEqual(['escape.txt']);
    expect(tree(root)).toEqual([]);
  });
});
