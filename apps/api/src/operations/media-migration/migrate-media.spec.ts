import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { InMemoryObjectStore } from '../../../testing/in-memory/storage/in-memory-object.store';
import { ObjectInfo, PutOptions } from '../../shared/storage/object-store';
import { migrateMedia, MigrateMediaOptions } from './migrate-media';
import { MigrationJournal } from './migration-journal';

/** A target whose writes can be made to fail or to keep other bytes than they were given. */
class UnreliableStore extends InMemoryObjectStore {
  puts = 0;
  /** Puts after this many throw, as a full disk or a lost bucket would. */
  failAfter = Infinity;
  /** Keys whose next N writes keep one byte changed. */
  readonly corrupt = new Map<string, number>();

  override async put(key: string, content: Buffer | Readable, options?: PutOptions): Promise<ObjectInfo> {
    if (++this.puts > this.failAfter) {
      if (!Buffer.isBuffer(content)) content.destroy();
      throw new Error('No space left on the device');
    }
    const left = this.corrupt.get(key) ?? 0;
    if (left === 0) return super.put(key, content, options);
    this.corrupt.set(key, left - 1);
    const chunks: Buffer[] = [];
    for await (const chunk of Buffer.isBuffer(content) ? [content] : content) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    bytes[0] ^= 0xff;
    return super.put(key, bytes, options);
  }
}

async function bytesOf(store: InMemoryObjectStore, key: string): Promise<Buffer | null> {
  const content = await store.get(key);
  if (!content) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of content.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('migrateMedia', () => {
  let dir: string;
  let source: InMemoryObjectStore;
  let target: UnreliableStore;
  const objects = new Map<string, Buffer>();

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-migration-'));
    source = new InMemoryObjectStore();
    target = new UnreliableStore();
    objects.clear();
    for (let i = 0; i < 10; i++) {
      const bytes = Buffer.alloc(1000 + i * 37, i + 1);
      bytes.write(`object ${i}`);
      const key = `stories/s${i}/1-recording.wav`;
      objects.set(key, bytes);
      await source.put(key, bytes, { contentType: 'audio/wav' });
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const journalFile = () => join(dir, 'journal.jsonl');
  const run = async (extra: Partial<MigrateMediaOptions> = {}) =>
    migrateMedia({ source, target, journal: await MigrationJournal.open(journalFile()), ...extra });
  const journalLines = () =>
    readFileSync(journalFile(), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));

  it('copies every object, checks its size and sha256 in the target and journals it', async () => {
    const seen: number[] = [];
    const summary = await run({ onProgress: ({ objects: done }) => seen.push(done) });
    const bytes = [...objects.values()].reduce((sum, b) => sum + b.length, 0);
    expect(summary).toMatchObject({ objects: 10, bytes, copied: 10, alreadyThere: 0, verified: 10, failed: [] });
    for (const [key, original] of objects) {
      expect((await bytesOf(target, key))?.equals(original)).toBe(true);
      expect((await target.head(key))?.contentType).toBe('audio/wav');
    }
    expect(seen.at(0)).toBe(0);
    expect(seen.at(-1)).toBe(10);
    const lines = journalLines();
    expect(lines).toHaveLength(10);
    const entry = lines.find((line) => line.key === 'stories/s3/1-recording.wav');
    const original = objects.get('stories/s3/1-recording.wav')!;
    expect(entry).toEqual({ key: 'stories/s3/1-recording.wav', size: original.length, sha256: sha256(original) });
    // The source is left as it was.
    for (const [key, original] of objects) expect((await bytesOf(source, key))?.equals(original)).toBe(true);
  });

  it('copies nothing the second time, but what was added since', async () => {
    await run();
    const puts = target.puts;
    const again = await run();
    expect(again).toMatchObject({ objects: 10, copied: 0, alreadyThere: 10, verified: 10, failed: [] });
    expect(target.puts).toBe(puts);

    await source.put('photos/p1/copy.jpg', Buffer.from('a photo added while the first run went'));
    const third = await run();
    expect(third).toMatchObject({ objects: 11, copied: 1, alreadyThere: 10, failed: [] });
    expect((await bytesOf(target, 'photos/p1/copy.jpg'))?.toString()).toBe('a photo added while the first run went');
  });

  it('goes on where a run that failed midway stopped', async () => {
    target.failAfter = 4;
    const first = await run({ concurrency: 1 });
    expect(first.copied).toBe(4);
    expect(first.failed).toHaveLength(6);
    expect(first.failed[0].reason).toBe('No space left on the device');
    expect(journalLines()).toHaveLength(4);

    target.failAfter = Infinity;
    target.puts = 0;
    const second = await run();
    expect(second).toMatchObject({ copied: 6, alreadyThere: 4, verified: 10, failed: [] });
    expect(target.puts).toBe(6);
    for (const [key, original] of objects) expect((await bytesOf(target, key))?.equals(original)).toBe(true);
  });

  it('copies a corrupted copy once more, and reports one that stays corrupted', async () => {
    target.corrupt.set('stories/s1/1-recording.wav', 1);
    target.corrupt.set('stories/s2/1-recording.wav', 2);
    const summary = await run();
    expect(summary.copied).toBe(9);
    expect(summary.failed).toEqual([
      { key: 'stories/s2/1-recording.wav', reason: expect.stringMatching(/^the copy holds \d+ bytes of sha256 /) },
    ]);
    expect(
      (await bytesOf(target, 'stories/s1/1-recording.wav'))?.equals(objects.get('stories/s1/1-recording.wav')!),
    ).toBe(true);
    expect(journalLines().map((line) => line.key)).not.toContain('stories/s2/1-recording.wav');

    // The next run finds the bad copy by its checksum, though its size is right, and mends it.
    const again = await run();
    expect(again).toMatchObject({ copied: 1, alreadyThere: 9, failed: [] });
  });

  it('leaves alone what the target already holds as the source does, and replaces what differs', async () => {
    const same = 'stories/s4/1-recording.wav';
    const differs = 'stories/s5/1-recording.wav';
    await target.put(same, objects.get(same)!);
    const wrong = Buffer.from(objects.get(differs)!);
    wrong[10] ^= 1;
    await target.put(differs, wrong);
    target.puts = 0;
    const summary = await run();
    expect(summary).toMatchObject({ copied: 9, alreadyThere: 1, failed: [] });
    expect(target.puts).toBe(9);
    expect((await bytesOf(target, differs))?.equals(objects.get(differs)!)).toBe(true);
  });

  it('copies again a journaled object the target lost', async () => {
    await run();
    await target.delete('stories/s7/1-recording.wav');
    const summary = await run();
    expect(summary).toMatchObject({ copied: 1, alreadyThere: 9, failed: [] });
  });

  it('reads back a journal whose last line a killed run cut short', async () => {
    await run();
    writeFileSync(journalFile(), readFileSync(journalFile(), 'utf8') + '{"key":"photos/p1/cop');
    const journal = await MigrationJournal.open(journalFile());
    expect(journal.size).toBe(10);
    // What follows starts on a line of its own.
    await journal.record({ key: 'photos/p2/copy.jpg', size: 3, sha256: 'abc' });
    expect((await MigrationJournal.open(journalFile())).find('photos/p2/copy.jpg')).toMatchObject({ size: 3 });
  });
});
