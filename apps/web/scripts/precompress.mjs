// Last build step, after the prerendered pages are written: a brotli (.br) and a gzip (.gz) copy
// beside every text file of dist/ that is worth it. The api sends these copies as they are
// (apps/api/src/shared/http/precompressed-static.ts), so compressing at the highest levels costs
// build time once and never a request's time.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Text formats. Images, fonts and media are compressed already and would only cost a second read. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico', '.map']);
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

const compressions = [
  {
    suffix: '.br',
    compress: (data) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
];

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const totals = { files: 0, raw: 0, '.br': 0, '.gz': 0 };
for await (const path of files(dist)) {
  if (!TEXT.has(extname(path).toLowerCase())) continue;
  const data = await readFile(path);
  if (data.length < MIN_BYTES) continue;
  totals.files += 1;
  totals.raw += data.length;
  for (const { suffix, compress } of compressions) {
    const packed = await compress(data);
    if (packed.length < data.length) {
      await writeFile(path + suffix, packed);
      totals[suffix] += packed.length;
    } else {
      // A copy left from an earlier run of this step would no longer match the file.
      await rm(path + suffix, { force: true });
      totals[suffix] += data.length;
      console.log(`precompress: dist/${relative(dist, path)} stays as it is (${suffix} is no smaller)`);
    }
  }
}
const kB = (bytes) => (bytes / 1000).toFixed(1);
console.log(
  `precompressed ${totals.files} files of dist/: ${kB(totals.raw)} kB, ` +
    `${kB(totals['.br'])} kB brotli, ${kB(totals['.gz'])} kB gzip`,
);
