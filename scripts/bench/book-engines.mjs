// `npm run bench:book-engines`: the two ways of printing the book, measured on one generated
// sample (60 stories, 40 photos, Greek and Russian text, 10 voice stories, 6×9 in): pdfkit (the
// compiled PdfBookBuilder, `npm run build` first) and Chromium's print to PDF (playwright-core,
// Debian's /usr/bin/chromium) of the same stories as an HTML page with the same fonts and the same
// resized photos. Prints time, peak RSS (the whole process tree, sampled every 50 ms), size, pages,
// fonts (pdffonts), images (pdfimages) and whether the contents carry page numbers.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookBuilder, makePhotos, makeRecording, makeStories, require, root } from '../book/book-fixtures.mjs';

const STORIES = 60;
const PHOTOS = 40;
const VOICES = 10;
const log = (line) => process.stderr.write(`${line}\n`);
const fixtures = (dir) => {
  const photos = Array.from({ length: PHOTOS }, (_, i) => ({
    key: `photos/photo-${String(i).padStart(4, '0')}.jpg`,
    size: 1,
  }));
  return makeStories({ count: STORIES, photos, voices: VOICES, recordingKey: 'voice.wav' });
};
const REQUEST = {
  exportId: '00000000-0000-4000-8000-0000000000b3',
  vaultId: 'engines',
  format: 'pdf',
  book: { pageSize: '6x9', chapters: 'category', coverPhotoId: null, title: null },
  appUrl: 'https://storyvault.example',
};

/** Every process under `pid` (itself included), by /proc. */
function treeRss(pid) {
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  for (const stack = [pid]; stack.length;) {
    const p = stack.pop();
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      /* ended */
    }
    stack.push(...children(p));
  }
  return total;
}

async function pdfkitEngine(dir, out) {
  await bookBuilder(dir, fixtures(dir)).build(
    REQUEST,
    createWriteStream(out),
    () => undefined,
    new AbortController().signal,
  );
}

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function chromiumEngine(dir, out) {
  const { SharpPhotoCopier } = require('./shared/images/sharp-photo.copier');
  const { createReadStream } = await import('node:fs');
  const copier = new SharpPhotoCopier();
  const stories = fixtures(dir);
  const fonts = join(root, 'apps', 'api', 'assets', 'fonts');
  let body = `<section class="cover"><h1>Grandma Eleni's Story Collection</h1><p>Eleni Markou</p></section><section class="toc"><h2>Contents</h2>`;
  body += stories.map((s) => `<p><a href="#s${s.number}">${escape(s.title)}</a></p>`).join('') + '</section>';
  for (const s of stories) {
    body += `<article id="s${s.number}"><h2>${escape(s.title)}</h2><p class="q">${escape(s.questionText)}</p>`;
    body += s.text
      .split('\n\n')
      .map((p) => `<p>${escape(p)}</p>`)
      .join('');
    for (const f of s.files.filter((f) => f.kind === 'photo')) {
      const copy = join(dir, `${f.mediaKey}.web.jpg`);
      writeFileSync(copy, await copier.webCopy(createReadStream(join(dir, f.mediaKey))));
      body += `<img src="file://${copy}">`;
    }
    body += '</article>';
  }
  const html = join(dir, 'book.html');
  writeFileSync(
    html,
    `<!doctype html><meta charset="utf-8"><style>
@font-face { font-family: Book; src: url(file://${fonts}/DejaVuSerif.ttf); }
@font-face { font-family: Book; font-weight: bold; src: url(file://${fonts}/DejaVuSerif-Bold.ttf); }
@font-face { font-family: Book; font-style: italic; src: url(file://${fonts}/DejaVuSerif-Italic.ttf); }
@page { size: 6in 9in; margin: 0.75in 0.75in 0.92in; }
body { font: 11pt/1.5 Book; } article, .toc { break-before: page; } h2 { font-size: 18pt; }
.q { font-style: italic; color: #555; } img { display: block; max-width: 100%; max-height: 4in; margin: 1em auto; break-inside: avoid; }
</style>${body}`,
  );
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.goto(`file://${html}`, { waitUntil: 'load' });
  await page.pdf({
    path: out,
    preferCSSPageSize: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: '<div style="font-size:9pt;width:100%;text-align:center"><span class="pageNumber"></span></div>',
  });
  await browser.close();
}

if (process.argv[2] === '--engine') {
  const [, , , engine, dir, out] = process.argv;
  const started = process.hrtime.bigint();
  await (engine === 'pdfkit' ? pdfkitEngine : chromiumEngine)(dir, out);
  process.stdout.write(JSON.stringify({ seconds: Number(process.hrtime.bigint() - started) / 1e9 }));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-engines-'));
  try {
    log('Generating the sample ...');
    await makePhotos(dir, PHOTOS, { cameraSized: true });
    makeRecording(dir);
    console.log(
      '| engine | time | peak RSS | size | pages | fonts (embedded unless said) | images | contents with page numbers |\n|---|---|---|---|---|---|---|---|',
    );
    for (const engine of ['pdfkit', 'chromium']) {
      log(`Printing with ${engine} ...`);
      const out = join(dir, `${engine}.pdf`);
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--engine', engine, dir, out], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let peak = 0;
      const meter = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 50);
      let stdout = '';
      child.stdout.on('data', (c) => (stdout += c));
      const code = await new Promise((resolve) => child.on('close', resolve));
      clearInterval(meter);
      if (code !== 0) throw new Error(`${engine} failed (exit ${code})`);
      const { seconds } = JSON.parse(stdout);
      const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [out], { encoding: 'utf8' }))?.[1];
      const fonts = execFileSync('pdffonts', [out], { encoding: 'utf8' }).trim().split('\n').slice(2);
      const embedded = fonts
        .map(
          (l) => `${l.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, '')}${/\byes\s+yes\b/.test(l) ? '' : ' (not embedded)'}`,
        )
        .join(', ');
      const images = execFileSync('pdfimages', ['-list', out], { encoding: 'utf8' }).trim().split('\n').slice(2);
      const sizes = [...new Set(images.map((l) => l.trim().split(/\s+/).slice(3, 5).join('×')))].slice(0, 2).join(', ');
      const contents = execFileSync('pdftotext', ['-layout', '-f', '2', '-l', '2', out, '-'], { encoding: 'utf8' });
      const numbered = /\S[^\S\n]{2,}\d+[^\S\n]*$/m.test(contents) ? 'yes' : 'no';
      console.log(
        `| ${engine} | ${seconds.toFixed(1)} s | ${(peak / 1048576).toFixed(0)} MB | ${(statSync(out).size / 1e6).toFixed(1)} MB | ${pages} | ${embedded} | ${images.length} (${sizes}) | ${numbered} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
