// `npm run bench:book`: the printed book of a lifetime. A generated vault of 520 stories (ten years
// of weekly answers; English, Greek and Russian), 300 camera-sized photos (~2 MB JPEG, 4000×3000)
// and 200 voice stories, built into a PDF by the compiled PdfBookBuilder (`npm run build` first)
// in a child process of its own, so that its peak RSS is the book's alone. Prints the time, the
// peak RSS and the book's pages and size; exits non-zero only when the build failed, never for a
// missed target. Knobs: BENCH_BOOK_STORIES (520), BENCH_BOOK_PHOTOS (300), BENCH_BOOK_VOICES
// (200), BENCH_BOOK_SIZE (6x9 | a4).
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookBuilder, makePhotos, makeRecording, makeStories } from '../book/book-fixtures.mjs';

const STORIES = Number(process.env.BENCH_BOOK_STORIES ?? 520);
const PHOTOS = Number(process.env.BENCH_BOOK_PHOTOS ?? 300);
const VOICES = Number(process.env.BENCH_BOOK_VOICES ?? 200);
const SIZE = process.env.BENCH_BOOK_SIZE === 'a4' ? 'a4' : '6x9';
const TARGET = { seconds: 90, rssMb: 600 };
const log = (line) => process.stderr.write(`${line}\n`);

if (process.argv[2] === '--build') {
  // The child: builds the book from the fixtures in argv[3] and reports on stdout.
  const dir = process.argv[3];
  const photos = Array.from({ length: PHOTOS }, (_, i) => ({
    key: `photos/photo-${String(i).padStart(4, '0')}.jpg`,
    size: 1,
  }));
  const stories = makeStories({ count: STORIES, photos, voices: VOICES, recordingKey: 'voice.wav' });
  const request = {
    exportId: '00000000-0000-4000-8000-0000000000b2',
    vaultId: 'bench',
    format: 'pdf',
    book: { pageSize: SIZE, chapters: 'category', coverPhotoId: 'p-0', title: null },
    appUrl: 'https://storyvault.example',
  };
  let peak = 0;
  const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
  const started = process.hrtime.bigint();
  let last = -1;
  await bookBuilder(dir, stories).build(
    request,
    createWriteStream(join(dir, 'book.pdf')),
    (done, total) => {
      sample();
      const tenth = Math.floor((done / total) * 10);
      if (tenth !== last) log(`  ${done}/${total} stories`);
      last = tenth;
    },
    new AbortController().signal,
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  sample();
  const maxRss = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(JSON.stringify({ seconds, peakRss: Math.max(peak, maxRss) }));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-book-'));
  try {
    log(`Generating ${PHOTOS} photos of ~2 MB and ${STORIES} stories in ${dir} ...`);
    const photos = await makePhotos(dir, PHOTOS, { cameraSized: true });
    makeRecording(dir);
    const photoMb = photos.reduce((sum, p) => sum + p.size, 0) / 1e6;
    log(`Building the book (${SIZE}) ...`);
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--build', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`The build failed (exit ${code}).`);
    const { seconds, peakRss } = JSON.parse(out);
    const pdf = join(dir, 'book.pdf');
    const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1];
    const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').length - 2;
    const rssMb = peakRss / 1024 / 1024;
    const rows = [
      ['stories / photos / voice stories', `${STORIES} / ${PHOTOS} (${photoMb.toFixed(0)} MB) / ${VOICES}`],
      ['page size', SIZE],
      ['time', `${seconds.toFixed(1)} s (target ≤ ${TARGET.seconds} s) ${seconds <= TARGET.seconds ? 'ok' : 'MISSED'}`],
      ['peak RSS', `${rssMb.toFixed(0)} MB (target ≤ ${TARGET.rssMb} MB) ${rssMb <= TARGET.rssMb ? 'ok' : 'MISSED'}`],
      ['the book', `${pages} pages, ${images} images, ${(statSync(pdf).size / 1e6).toFixed(1)} MB`],
      ['machine', `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`],
    ];
    console.log('| the printed book (PDF) | |\n|---|---|');
    for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
