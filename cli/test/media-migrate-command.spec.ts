import { LocalDiskObjectStore } from '@storyvault/api/shared/storage/local-disk-object.store';
import { ObjectStore } from '@storyvault/api/shared/storage/object-store';
import { S3ObjectStore } from '@storyvault/api/shared/storage/s3-object.store';
import { S3TestServer, startS3Server, until } from '@storyvault/testing';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CLI, runCli } from './run-cli';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Files as the app lays them out in DATA_DIR/media, each with bytes of its own; their sha256 by key. */
function writeMedia(root: string, count: number, size: (i: number) => number): Map<string, string> {
  const sums = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const key = i % 3 === 2 ? `stories/s${i}/photo-${i}.jpg` : `stories/s${i}/1-recording.wav`;
    const bytes = Buffer.alloc(size(i), i % 251);
    bytes.write(`object ${i} `.repeat(20));
    mkdirSync(dirname(join(root, key)), { recursive: true });
    writeFileSync(join(root, key), bytes);
    sums.set(key, sha256(bytes));
  }
  return sums;
}

/** Every object of a store, read back whole: key → sha256. */
async function contents(store: ObjectStore): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for await (const { key } of store.list('')) {
    const content = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of content!.body) chunks.push(chunk as Buffer);
    sums.set(key, sha256(Buffer.concat(chunks)));
  }
  return sums;
}

function bucketStore(server: S3TestServer): S3ObjectStore {
  return new S3ObjectStore({
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: server.env.S3_ACCESS_KEY_ID, secretAccessKey: server.env.S3_SECRET_ACCESS_KEY },
  });
}

describe('storyvault media:migrate', () => {
  let dir: string;
  let s3: S3TestServer;
  let bucket: S3ObjectStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cli-media-migrate-'));
    s3 = await startS3Server();
    bucket = bucketStore(s3);
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the disk to the bucket with checksums, copies nothing again, and brings it all back to a new disk', async () => {
    const data = join(dir, 'data');
    const sums = writeMedia(join(data, 'media'), 12, (i) => 1000 + i * 70_000);
    const onDisk = { ...s3.env, MEDIA_STORE: 'disk', DATA_DIR: data };

    const first = await runCli(['media:migrate', '--to', 's3'], { env: onDisk });
    // (stderr may hold the AWS SDK's notice about Node 20; no error.)
    expect(first.stderr).not.toContain('Error');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^12 objects \(\d+\.\d MB\) on disk in .* → S3 bucket storyvault-media at http:\/\/127\.0\.0\.1:\d+: 12 copied, 0 already there, 12 verified, 0 failed in \d+\.\d s\.\n/,
    );
    expect(first.stdout).toContain('Every object is copied and verified: set MEDIA_STORE=s3 and restart.\n');
    expect(first.stdout).toContain('run it again right before you switch');
    expect(await contents(bucket)).toEqual(sums);
    // Its journal is in DATA_DIR, outside the media: the app's store holds only what the app wrote.
    expect(readdirSync(join(data, 'media-migration'))).toHaveLength(1);

    const second = await runCli(['media:migrate', '--to', 's3', '--json'], { env: onDisk });
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({
      from: 'disk',
      to: 's3',
      objects: 12,
      copied: 0,
      alreadyThere: 12,
      verified: 12,
      failed: [],
      complete: true,
    });
    const third = await runCli(['media:migrate', '--to', 's3'], { env: onDisk });
    expect(third.stdout).toContain('Nothing to copy: every object was there already.');

    // Saved while the app still read the disk: the run before the switch catches it.
    writeFileSync(join(data, 'media', 'stories', 's0', '2-recording.wav'), 'said after the first copy');
    const caught = await runCli(['media:migrate', '--to', 's3', '--json'], { env: onDisk });
    expect(JSON.parse(caught.stdout)).toMatchObject({ objects: 13, copied: 1, alreadyThere: 12 });
    sums.set('stories/s0/2-recording.wav', sha256(Buffer.from('said after the first copy')));

    // The way back: the app on S3, a machine with an empty DATA_DIR.
    const back = join(dir, 'back');
    mkdirSync(join(back, 'media'), { recursive: true });
    const home = await runCli(['media:migrate', '--to', 'disk'], { env: { ...s3.env, DATA_DIR: back } });
    expect(home.stderr).not.toContain('Error');
    expect(home.code).toBe(0);
    expect(home.stdout).toContain('13 copied');
    expect(home.stdout).toContain('set MEDIA_STORE=disk and restart.');
    expect(await contents(new LocalDiskObjectStore(join(back, 'media')))).toEqual(sums);
    // Nothing was taken from the source.
    expect(await contents(bucket)).toEqual(sums);
  });

  it('goes on where a killed run stopped', async () => {
    const data = join(dir, 'killed');
    const other = await startS3Server();
    const target = bucketStore(other);
    try {
      const sums = writeMedia(join(data, 'media'), 150, () => 300_000);
      // Its spool files, left by the kill, stay in the test's folder.
      const env = { ...process.env, LOG_LEVEL: '', ...other.env, MEDIA_STORE: 'disk', DATA_DIR: data, TMPDIR: dir };
      const child = spawn(process.execPath, [CLI, 'media:migrate', '--to', 's3'], { env, stdio: 'ignore' });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      const journalLines = () => {
        const folder = join(data, 'media-migration');
        if (!existsSync(folder)) return 0;
        const [file] = readdirSync(folder);
        return file ? readFileSync(join(folder, file), 'utf8').split('\n').filter(Boolean).length : 0;
      };
      await until('the run has verified some objects', () => journalLines() >= 3);
      child.kill('SIGKILL');
      await exited;
      const verifiedBeforeKill = journalLines();
      expect(verifiedBeforeKill).toBeLessThan(150);

      const resumed = await runCli(['media:migrate', '--to', 's3', '--json'], {
        env: { ...other.env, MEDIA_STORE: 'disk', DATA_DIR: data },
      });
      expect(resumed.code).toBe(0);
      const summary = JSON.parse(resumed.stdout);
      expect(summary).toMatchObject({ objects: 150, verified: 150, failed: [], complete: true });
      // What the killed run verified is not copied again (an object it had written but not yet
      // checked is found there by its checksum).
      expect(summary.alreadyThere).toBeGreaterThanOrEqual(verifiedBeforeKill);
      expect(summary.copied).toBe(150 - summary.alreadyThere);
      expect(await contents(target)).toEqual(sums);
    } finally {
      target.close();
      await other.stop();
    }
  });

  it('refuses to copy a store onto itself, and to S3 without a bucket, in plain words', async () => {
    const env = { DATA_DIR: join(dir, 'refused'), MEDIA_STORE: 'disk', S3_BUCKET: '' };
    const itself = await runCli(['media:migrate', '--to', 'disk'], { env });
    expect(itself.code).toBe(1);
    expect(itself.stderr).toBe(
      'Error: MEDIA_STORE is already disk: the media is there. Copy it the other way with --to s3.\n',
    );
    const noBucket = await runCli(['media:migrate', '--to', 's3'], { env });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toMatch(/^Error: S3_BUCKET is not set: name the bucket to copy into/);
    const nowhere = await runCli(['media:migrate', '--to', 'tape'], { env });
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toMatch(/argument 'tape' is invalid/);
    // A bucket that is not there: said once, before anything is copied, without the keys.
    const noSuchBucket = await runCli(['media:migrate', '--to', 's3'], {
      env: { ...s3.env, ...env, S3_BUCKET: 'no-such-bucket' },
    });
    expect(noSuchBucket.code).toBe(1);
    expect(noSuchBucket.stderr).toMatch(
      /^Error: Cannot read the store S3 bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+: .+\n$/m,
    );
    expect(noSuchBucket.stderr).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
  });
});
