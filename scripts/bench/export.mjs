// `npm run bench:export`: the keepsakes of a large vault, made by the product as `storyvault export`
// makes them (the same builders as the worker's). A generated vault of 520 stories (ten years of
// weekly answers), 300 photos (~2 MB JPEG) and 200 three-minute WAV recordings (16 kHz mono) →
// the ZIP of everything: time and peak RSS of the process, against `zip -0 -r` of the same files
// in the same run (ratio = zip's time / ours); then, when a PDF builder is registered, the book of
// the 520 stories with their photos: time and peak RSS. Prints a table; exits non-zero only when
// something crashed, never for a missed target.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_STORIES (520),
// BENCH_PHOTOS (300), BENCH_RECORDINGS (200), BENCH_RECORDING_SECONDS (180), BENCH_RUNS (3).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fmt,
  log,
  migratedDatabase,
  printSummary,
  require,
  root,
  runBench,
  startPostgres,
  withClient,
} from './bench-kit.mjs';

const STORIES = Number(process.env.BENCH_STORIES ?? 520);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 300);
const RECORDINGS = Number(process.env.BENCH_RECORDINGS ?? 200);
const RECORDING_SECONDS = Number(process.env.BENCH_RECORDING_SECONDS ?? 180);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SAMPLE_RATE = 16_000;
const CLI = join(root, 'cli', 'bin', 'storyvault.js');
const OWNER = 'ann@example.com';
const TARGETS = { zipRssMb: 300, zipRatio: 0.7, pdfSeconds: 90, pdfRssMb: 600 };

const cleanups = [];

/** A WAV of `seconds` of a soft, wavering tone with noise (so no two are alike). */
function wav(seconds) {
  const samples = seconds * SAMPLE_RATE;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(samples * 2, 40);
  const noise = randomBytes(samples);
  const pitch = 180 + Math.random() * 120;
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    const v = Math.sin(2 * Math.PI * pitch * t * (1 + 0.05 * Math.sin(t))) * 6000 + (noise[i] - 128) * 20;
    out.writeInt16LE(Math.round(v), 44 + i * 2);
  }
  return out;
}

/** ~2 MB JPEGs: a few photographs' worth of detail made by sharp, each file then made unique. */
async function photoMaker() {
  const sharp = require('sharp');
  const bases = [];
  for (let i = 0; i < 8; i++) {
    const width = 2000;
    const height = 1500;
    const raw = randomBytes(width * height * 3);
    bases.push(
      await sharp(raw, { raw: { width, height, channels: 3 } })
        .blur(0.6)
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }
  // Bytes after the end-of-image marker are ignored by readers: every photo differs, all stay valid.
  return (n) => Buffer.concat([bases[n % bases.length], randomBytes(64)]);
}

async function generate(databaseUrl, mediaDir) {
  const started = Date.now();
  const makePhoto = await photoMaker();
  const ids = Array.from({ length: STORIES }, () => randomUUID());
  let bytes = 0;
  await withClient(databaseUrl, async (pg) => {
    await pg.query(`INSERT INTO users (name, email, password_hash) VALUES ('Ann Smith', $1, 'x')`, [OWNER]);
    const vaultId = (
      await pg.query(`INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks,
          send_intro_email, is_setup_complete, setup_completed_at)
        SELECT id, 'Rose Smith', 'rose@example.com', 'email', 1, false, true, now() FROM users RETURNING id`)
    ).rows[0].id;
    await pg.query(`INSERT INTO vault_members (vault_id, user_id, role) SELECT id, owner_id, 'owner' FROM vaults`);
    const text = (n) =>
      `Week ${n}. ` + 'We walked down to the river after supper and my father told us about the war. '.repeat(12);
    await pg.query(
      `INSERT INTO stories (id, vault_id, question_text, title, period, response_type, full_text, raw_text, tags, source, created_at)
       SELECT id, $1, 'What do you remember about week ' || n || '?', NULL, (1940 + (n % 60))::text,
         'written', $4 || n, $4 || n, ARRAY['family', 'river'], 'link', now() - (($3::int - n) * interval '7 days')
       FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, n)`,
      [vaultId, ids, STORIES, text('')],
    );
    const attach = async (storyId, kind, filename, contentType, content) => {
      const key = `stories/${storyId}/${filename}`;
      mkdirSync(join(mediaDir, 'stories', storyId), { recursive: true });
      writeFileSync(join(mediaDir, key), content);
      bytes += content.length;
      await pg.query(
        `INSERT INTO story_attachments (story_id, kind, filename, content_type, size_bytes, media_key)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [storyId, kind, filename, contentType, content.length, key],
      );
    };
    for (let i = 0; i < RECORDINGS; i++) {
      const storyId = ids[Math.floor((i * STORIES) / RECORDINGS)];
      await pg.query(`UPDATE stories SET response_type = 'voice' WHERE id = $1`, [storyId]);
      await attach(storyId, 'audio', 'recording.wav', 'audio/wav', wav(RECORDING_SECONDS));
    }
    for (let i = 0; i < PHOTOS; i++) {
      const storyId = ids[(i * 7) % STORIES];
      await attach(storyId, 'photo', `photo-${i + 1}.jpg`, 'image/jpeg', makePhoto(i));
    }
  });
  log(
    `Generated ${STORIES} stories, ${PHOTOS} photos and ${RECORDINGS} recordings: ${fmt(bytes / 1e6, 0)} MB in ${fmt((Date.now() - started) / 1000)} s`,
  );
  return bytes;
}

/** Runs a program under GNU time; answers its wall time and peak RSS. */
function timed(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%M', command, ...args], {
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', () => undefined);
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const kb = Number(stderr.trim().split('\n').pop());
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${stderr}`));
      resolve({ seconds, peakRssMb: kb / 1024 });
    });
  });
}

async function main() {
  execFileSync('npx', ['tsc', '-b', 'apps/api', 'cli'], { cwd: root, stdio: 'inherit' });
  const postgres = await startPostgres(cleanups);
  const database = await migratedDatabase(postgres.adminUrl, 'bench_export', cleanups);
  const work = mkdtempSync(join(tmpdir(), 'sv-bench-export-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const dataDir = join(work, 'data');
  const mediaDir = join(dataDir, 'media');
  const mediaBytes = await generate(database.url, mediaDir);
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-42',
    SMTP_URL: '',
    IMAP_URL: '',
  };
  const exportWith = (format, out) =>
    timed(process.execPath, [CLI, 'export', OWNER, '--format', format, '--out', out], { env });

  // Both read the same files from the same (warm) page cache: one unmeasured read first. The two
  // take turns, first one then the other, over RUNS runs; the median run's ratio is the figure
  // (other work on a shared machine moves single runs by ±20%).
  execFileSync('sh', ['-c', `cat $(find stories -type f) > /dev/null`], { cwd: mediaDir });
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    // Each starts with the disk flushed, so neither pays for writing out the other's archive.
    const ourRun = () => (execFileSync('sync'), exportWith('zip', join(work, 'everything.zip')));
    const zipRun = () => (
      execFileSync('sync'),
      timed('zip', ['-q', '-0', '-r', join(work, 'baseline.zip'), 'stories'], { cwd: mediaDir })
    );
    // Both write a new file, never over the last run's.
    rmSync(join(work, 'baseline.zip'), { force: true });
    rmSync(join(work, 'everything.zip'), { force: true });
    let a;
    let b;
    if (run % 2 === 0) {
      a = await ourRun();
      b = await zipRun();
    } else {
      b = await zipRun();
      a = await ourRun();
    }
    runs.push({ ours: a, zip: b, ratio: b.seconds / a.seconds });
    log(
      `Run ${run + 1}: ours ${fmt(a.seconds, 2)} s (peak RSS ${fmt(a.peakRssMb, 0)} MB), zip -0 -r ${fmt(b.seconds, 2)} s: ratio ${fmt(b.seconds / a.seconds, 3)}`,
    );
  }
  const median = [...runs].sort((x, y) => x.ratio - y.ratio)[Math.floor(runs.length / 2)];
  const { ours, zip, ratio } = median;
  const peakRssMb = Math.max(...runs.map((r) => r.ours.peakRssMb));
  const ourSize = statSync(join(work, 'everything.zip')).size;
  const zipSize = statSync(join(work, 'baseline.zip')).size;
  rmSync(join(work, 'baseline.zip'));

  // A build without a book builder says so plainly: then there is no PDF row to measure.
  const pdf = await exportWith('pdf', join(work, 'book.pdf')).catch((error) => {
    if (/Books cannot be made here yet/.test(String(error))) return null;
    throw error;
  });

  const met = (ok) => (ok ? 'met' : 'missed');
  const rows = [
    ['keepsake', 'time', 'peak RSS', 'against', 'target'],
    [
      `ZIP (${fmt(ourSize / 1e6, 0)} MB; zip -0: ${fmt(zipSize / 1e6, 0)} MB)`,
      `${fmt(ours.seconds, 2)} s`,
      `${fmt(peakRssMb, 0)} MB (highest of ${RUNS} runs)`,
      `zip -0 -r ${fmt(zip.seconds, 2)} s: median ratio of ${RUNS} runs ${fmt(ratio, 2)}`,
      `RSS ≤ ${TARGETS.zipRssMb} MB (${met(peakRssMb <= TARGETS.zipRssMb)}); ratio ≥ ${TARGETS.zipRatio} (${met(ratio >= TARGETS.zipRatio)})`,
    ],
    pdf
      ? [
          `PDF of ${STORIES} stories (${fmt(statSync(join(work, 'book.pdf')).size / 1e6, 0)} MB)`,
          `${fmt(pdf.seconds, 1)} s`,
          `${fmt(pdf.peakRssMb, 0)} MB`,
          '',
          `≤ ${TARGETS.pdfSeconds} s (${met(pdf.seconds <= TARGETS.pdfSeconds)}); RSS ≤ ${TARGETS.pdfRssMb} MB (${met(pdf.peakRssMb <= TARGETS.pdfRssMb)})`,
        ]
      : ['PDF', 'no PDF builder registered', '', '', ''],
  ];
  log(`Media: ${fmt(mediaBytes / 1e6, 0)} MB; PostgreSQL: ${postgres.label}`);
  printSummary(rows);
}

await runBench(main, cleanups);
