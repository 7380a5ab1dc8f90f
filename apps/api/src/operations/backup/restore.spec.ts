import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { testConfig } from '../../../testing/test-config';
import { createObjectStore } from '../../shared/storage/create-object-store';
import { Manifest, writeManifest } from './manifest';
import { mediaPath, snapshotMedia } from './media-snapshot';
import { runRestore } from './restore';

/** A server nobody listens on: a refusal must come before the database is reached. */
const NO_DATABASE = 'postgres://nobody@127.0.0.1:1/nothing';

describe('storyvault restore refuses before changing anything', () => {
  let backupDir: string;
  let manifest: Manifest;
  const dataDirs: string[] = [];
  const config = (overrides: Record<string, string> = {}) => {
    const made = testConfig({ DATABASE_URL: NO_DATABASE, ...overrides });
    dataDirs.push(made.dataDir);
    return made;
  };

  beforeEach(async () => {
    backupDir = mkdtempSync(join(tmpdir(), 'sv-restore-'));
    const source = config();
    const store = createObjectStore(source);
    await store.put('stories/s1/voice.wav', Buffer.alloc(5000, 3));
    await store.put('photos/p1/photo.jpg', Buffer.from('jpeg'));
    const objects = await snapshotMedia(store, backupDir, true, () => undefined);
    manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      storyvaultVersion: '0.1.0',
      lastMigration: null,
      database: { kind: 'pg_dump', path: 'database.pgdump', serverMajor: 15, toolMajor: 15, rows: {} },
      media: { store: 'disk', objects: objects.length, bytes: 5004 },
      objects,
    };
    await writeManifest(backupDir, manifest);
  });
  afterEach(() => {
    for (const dir of [backupDir, ...dataDirs.splice(0)]) rmSync(dir, { recursive: true, force: true });
  });

  const restoreInto = () => {
    const target = config();
    return { target, done: runRestore({ config: target, dir: backupDir, log: () => undefined }) };
  };

  it('names a media file altered in the backup', async () => {
    writeFileSync(mediaPath(backupDir, 'stories/s1/voice.wav'), Buffer.alloc(5000, 4));
    const { target, done } = restoreInto();
    await expect(done).rejects.toThrow(/^stories\/s1\/voice\.wav in the backup differs from the backup's manifest/);
    expect(await createObjectStore(target).head('photos/p1/photo.jpg')).toBeNull();
  });

  it('refuses a key leading out of the backup before reading it or touching the database, secret or store', async () => {
    // A file beside the backup, listed with its true size and checksum: only the key gives it away.
    const outside = join(backupDir, '..', `${basename(backupDir)}-outside.txt`);
    writeFileSync(outside, 'host-1\n');
    writeFileSync(join(backupDir, 'session.secret'), 'a secret from the backup');
    try {
      const key = `../../${basename(outside)}`;
      const object = { key, size: 7, sha256: createHash('sha256').update('host-1\n').digest('hex') };
      await writeManifest(backupDir, { ...manifest, objects: [...manifest.objects, object] });
      const { target, done } = restoreInto();
      await expect(done).rejects.toThrow(
        `manifest.json lists an object that cannot be restored: Invalid object key "${key}": a ".." part. Nothing was changed.`,
      );
      expect(existsSync(join(target.dataDir, 'session.secret'))).toBe(false);
      expect(await createObjectStore(target).head('photos/p1/photo.jpg')).toBeNull();
    } finally {
      rmSync(outside, { force: true });
    }
  });

  it('refuses a media store that holds objects', async () => {
    const target = config();
    await createObjectStore(target).put('someone/else.jpg', Buffer.from('x'));
    await expect(runRestore({ config: target, dir: backupDir, log: () => undefined })).rejects.toThrow(
      'The media store is not empty: restore goes into an empty one. Nothing was changed.',
    );
  });

  it('refuses to look for a bucket’s media on the disk', async () => {
    await writeManifest(backupDir, { ...manifest, media: { ...manifest.media, store: 's3' } });
    await expect(restoreInto().done).rejects.toThrow("This backup's media are in an S3 bucket");
  });

  it('refuses a copy of an embedded database when DATABASE_URL names a server', async () => {
    await writeManifest(backupDir, {
      ...manifest,
      database: { ...manifest.database, kind: 'physical', path: 'database' },
    });
    await expect(restoreInto().done).rejects.toThrow(
      'This backup is a copy of an embedded database: restore it with DATABASE_URL empty',
    );
  });
});
