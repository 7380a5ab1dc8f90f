// `npm run bench:media`: recordings through the built api (`node apps/api/dist/main.js`,
// NODE_ENV=production) with each media store in the same run: MEDIA_STORE=disk (DATA_DIR/media)
// and MEDIA_STORE=s3 (s3rver, in a process of its own, as an S3 service is to the app). For each
// store, on a migrated throwaway database of its own: 200 WAV recordings of 5 MB uploaded as the
// senior sends them (POST /api/respond/voice with an answer link's token, multipart) and each
// streamed back as the owner's player reads it (GET /api/stories/{id}/audio): MB/s of the whole
// for each store, and the ratio S3/disk (target ≥ 0.5), with the uploads and the reads on their
// own; and first, on the api fresh from its start, 20 recordings of 100 MB sent at once, with the
// api's peak RSS over them (VmHWM, reset before; target ≤ 200 MB: streamed, never held whole).
// For scale, s3rver alone: the same 5 MB recordings PUT and read back directly. The api takes 8
// uploads at a time (UPLOAD_CAPS in recording-receiver.ts) and refuses more with 429 before
// reading them: a refused one is sent again a moment later, as the page asks the senior to.
// Prints a table; exits non-zero only when something crashed, never for a missed target.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_RECORDINGS (200),
// BENCH_RECORDING_MB (5), BENCH_LARGE_UPLOADS (20), BENCH_LARGE_MB (100), BENCH_CONCURRENCY (4:
// uploads and reads in flight at once in the 5 MB runs), BENCH_API_NODE_ARGS (Node options for the
// api, after those of `npm run start:api`; e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fmt,
  freePort,
  log,
  migratedDatabase,
  printSummary,
  require,
  root,
  runBench,
  startApiServer,
  startPostgres,
  stopChild,
  withClient,
} from './bench-kit.mjs';
import { answerLinks, inLanes, ownerWithVault, readAudio, SESSION_SECRET, uploadVoice, wav } from './media-kit.mjs';

const RECORDINGS = Number(process.env.BENCH_RECORDINGS ?? 200);
const RECORDING_BYTES = Number(process.env.BENCH_RECORDING_MB ?? 5) * 1_000_000;
const LARGE_UPLOADS = Number(process.env.BENCH_LARGE_UPLOADS ?? 20);
const LARGE_BYTES = Number(process.env.BENCH_LARGE_MB ?? 100) * 1_000_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const TARGETS = { ratio: 0.5, rssMb: 200 };

// The AWS SDK's notice that it will want Node 22 from 2027 (s3rver alone uses the SDK here).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// The api runs with the Node options it is started with in production (bench-kit's
// deployedApiNodeArgs: package.json's start:api, docker/compose.yml: a small young generation).

const cleanups = [];
const { startS3ServerProcess } = require(join(root, 'libs', 'testing', 'src', 's3-server.cjs'));

const statusOf = (pid) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kbField = (status, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);

/** One store's runs, on a database and DATA_DIR of its own. */
async function measureStore(kind, adminUrl, s3) {
  const database = await migratedDatabase(adminUrl, `bench_media_${kind}`, cleanups);
  const dataDir = mkdtempSync(join(tmpdir(), `sv-bench-media-${kind}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const key of ['LOG_LEVEL', 'SMTP_URL', 'IMAP_URL', 'STRIPE_SECRET_KEY', 'TRUST_PROXY', 'TRANSCRIBE_URL'])
    delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: base,
    SESSION_SECRET,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...(kind === 's3' ? s3.env : { MEDIA_STORE: 'disk' }),
  });
  log(`[${kind}] starting the api (MEDIA_STORE=${kind}, NODE_ENV=production)...`);
  const child = await startApiServer(base, env, cleanups);
  const rssAtStart = kbField(statusOf(child.pid), 'VmRSS');
  const { cookie, vaultId } = await ownerWithVault(base, env);
  const tokens = await answerLinks(database.url, vaultId, RECORDINGS + LARGE_UPLOADS);

  log(`[${kind}] ${LARGE_UPLOADS} uploads of ${LARGE_BYTES / 1e6} MB at once, watching the api's memory...`);
  const large = wav(LARGE_BYTES);
  const rssBefore = kbField(statusOf(child.pid), 'VmRSS');
  // "5" resets the peak (VmHWM) to the current RSS: the peak read after is this phase's.
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => {
    try {
      sampledPeak = Math.max(sampledPeak, kbField(statusOf(child.pid), 'VmRSS'));
    } catch {
      // the api is gone: the uploads report it
    }
  }, 50);
  let started = performance.now();
  const tally = { refused: 0 };
  try {
    await Promise.all(
      Array.from({ length: LARGE_UPLOADS }, (_, i) => uploadVoice(base, tokens[RECORDINGS + i], large, tally)),
    );
  } finally {
    clearInterval(sampler);
  }
  const largeSeconds = (performance.now() - started) / 1000;
  const hwm = kbField(statusOf(child.pid), 'VmHWM');
  const peakKb = hwmReset ? Math.max(hwm, sampledPeak) : sampledPeak;

  const recording = wav(RECORDING_BYTES);
  const voiceStories = () =>
    withClient(database.url, async (c) =>
      (await c.query(`SELECT id FROM stories WHERE vault_id = $1 AND response_type = 'voice'`, [vaultId])).rows.map(
        (r) => r.id,
      ),
    );
  const largeStories = new Set(await voiceStories());
  if (largeStories.size !== LARGE_UPLOADS) throw new Error(`${largeStories.size} voice stories, not ${LARGE_UPLOADS}`);
  log(`[${kind}] uploading ${RECORDINGS} recordings of ${RECORDING_BYTES / 1e6} MB, ${CONCURRENCY} at a time...`);
  started = performance.now();
  await inLanes(RECORDINGS, CONCURRENCY, (i) => uploadVoice(base, tokens[i], recording));
  const uploadSeconds = (performance.now() - started) / 1000;

  const storyIds = (await voiceStories()).filter((id) => !largeStories.has(id));
  if (storyIds.length !== RECORDINGS) throw new Error(`${storyIds.length} voice stories, not ${RECORDINGS}`);
  log(`[${kind}] streaming them back as the owner's player, ${CONCURRENCY} at a time...`);
  started = performance.now();
  let readBytes = 0;
  await inLanes(RECORDINGS, CONCURRENCY, async (i) => {
    const bytes = await readAudio(base, cookie, storyIds[i]);
    if (bytes !== RECORDING_BYTES) throw new Error(`story ${storyIds[i]}: ${bytes} bytes back, not ${RECORDING_BYTES}`);
    readBytes += bytes;
  });
  const readSeconds = (performance.now() - started) / 1000;

  await stopChild(child);
  const mb = (bytes, seconds) => bytes / 1e6 / seconds;
  return {
    kind,
    uploadMbs: mb(RECORDINGS * RECORDING_BYTES, uploadSeconds),
    readMbs: mb(readBytes, readSeconds),
    uploadSeconds,
    readSeconds,
    largeMbs: mb(LARGE_UPLOADS * LARGE_BYTES, largeSeconds),
    largeSeconds,
    refused: tally.refused,
    rssAtStartMb: rssAtStart / 1024,
    rssBeforeMb: rssBefore / 1024,
    peakRssMb: peakKb / 1024,
    peakFrom: hwmReset ? 'VmHWM' : 'VmRSS sampled every 50 ms',
  };
}

/** The peak, what the api held just before (and idle at its start), and how fast the uploads went. */
const peakCell = (r) =>
  `${fmt(r.peakRssMb, 0)} MB (${fmt(r.rssBeforeMb, 0)} before, ${fmt(r.rssAtStartMb, 0)} at start; ` +
  `${fmt(r.largeMbs)} MB/s; ${r.refused} refusals as busy, sent again)`;

/**
 * The S3 server on its own, for scale: the same recordings PUT whole from this process (one
 * request each, no api, no spool) and read back, as many at a time as through the api.
 */
async function s3rverAlone(s3) {
  const { S3Client, PutObjectCommand, GetObjectCommand } = require('@aws-sdk/client-s3');
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
  const recording = wav(RECORDING_BYTES);
  const key = (i) => `bench-alone/${i}.wav`;
  try {
    let started = performance.now();
    await inLanes(RECORDINGS, CONCURRENCY, (i) =>
      client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key(i), Body: recording })),
    );
    const putSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await inLanes(RECORDINGS, CONCURRENCY, async (i) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key(i) }));
      for await (const chunk of answer.Body) void chunk;
    });
    const getSeconds = (performance.now() - started) / 1000;
    const total = (RECORDINGS * RECORDING_BYTES) / 1e6;
    return { putMbs: total / putSeconds, getMbs: total / getSeconds, putSeconds, getSeconds };
  } finally {
    client.destroy();
  }
}

async function main() {
  const { adminUrl, label } = await startPostgres(cleanups);
  const s3 = await startS3ServerProcess();
  cleanups.push(() => s3.stop());
  const disk = await measureStore('disk', adminUrl, s3);
  const bucket = await measureStore('s3', adminUrl, s3);
  log('[s3rver alone] the same recordings PUT and read back without the api...');
  const alone = await s3rverAlone(s3);
  const ratio = (a, b) => a / b;
  const met = (ok) => (ok ? 'met' : 'missed');
  const uploadRatio = ratio(bucket.uploadMbs, disk.uploadMbs);
  const readRatio = ratio(bucket.readMbs, disk.readMbs);
  // The target is on the whole: each recording uploaded and streamed back, MB/s for each store.
  const bothWays = (store) => (2 * RECORDINGS * RECORDING_BYTES) / 1e6 / (store.uploadSeconds + store.readSeconds);
  const bothRatio = ratio(bothWays(bucket), bothWays(disk));
  const rows = [['measure', 'disk', 's3 (s3rver)', 'S3/disk', 'target']];
  rows.push([
    `upload and stream back ${RECORDINGS} × ${RECORDING_BYTES / 1e6} MB, ${CONCURRENCY} at a time`,
    `${fmt(bothWays(disk))} MB/s (${fmt(disk.uploadSeconds + disk.readSeconds)} s)`,
    `${fmt(bothWays(bucket))} MB/s (${fmt(bucket.uploadSeconds + bucket.readSeconds)} s)`,
    fmt(bothRatio, 2),
    `≥ ${TARGETS.ratio} (${met(bothRatio >= TARGETS.ratio)})`,
  ]);
  rows.push([
    '… of which the uploads',
    `${fmt(disk.uploadMbs)} MB/s (${fmt(disk.uploadSeconds)} s)`,
    `${fmt(bucket.uploadMbs)} MB/s (${fmt(bucket.uploadSeconds)} s)`,
    fmt(uploadRatio, 2),
    '',
  ]);
  rows.push([
    '… and the streams back',
    `${fmt(disk.readMbs)} MB/s (${fmt(disk.readSeconds)} s)`,
    `${fmt(bucket.readMbs)} MB/s (${fmt(bucket.readSeconds)} s)`,
    fmt(readRatio, 2),
    '',
  ]);
  rows.push([
    's3rver alone: PUT / GET of the same recordings, no api',
    '',
    `${fmt(alone.putMbs)} / ${fmt(alone.getMbs)} MB/s (${fmt(alone.putSeconds)} / ${fmt(alone.getSeconds)} s)`,
    '',
    '',
  ]);
  rows.push([
    `api peak RSS, ${LARGE_UPLOADS} × ${LARGE_BYTES / 1e6} MB uploads at once`,
    peakCell(disk),
    peakCell(bucket),
    '',
    `≤ ${TARGETS.rssMb} MB (${met(Math.max(disk.peakRssMb, bucket.peakRssMb) <= TARGETS.rssMb)})`,
  ]);
  console.log(
    `\nMedia through the api (NODE_ENV=production), PostgreSQL ${label}; peak RSS by ${disk.peakFrom}, ` +
      'the large uploads first, on an api fresh from its start.\n',
  );
  printSummary(rows);
}

await runBench(main, cleanups);
