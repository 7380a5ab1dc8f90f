// `npm run bench:pages`: Lighthouse (mobile defaults) on the built app's / and /about, with the
// gzipped size of the script / downloads. Builds what is missing or older than its sources,
// starts `node apps/api/dist/main.js` (DATABASE_URL as an admin connection for a throwaway
// database, else the server's own embedded PostgreSQL in a temporary folder), audits, stops.
// Prints a summary table; exits non-zero only when something crashed, never for a missed target.
//
// Knobs: BENCH_RUNS (3; the run with the median performance score is reported per page),
// CHROMIUM_PATH (/usr/bin/chromium), DATABASE_URL.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { log, throwawayDatabase } from './bench-kit.mjs';
import { buildIfNeeded, startBuiltApp } from './built-app.mjs';
import { ALL_CATEGORIES, auditPages } from './lighthouse-audit.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const PAGES = ['/', '/about'];
const SCRIPT_BUDGET_KB = 90;

const cleanups = [];

async function startServer() {
  // With DATABASE_URL, a database of its own on that server; without, main.js embeds its own.
  const databaseUrl = process.env.DATABASE_URL
    ? (await throwawayDatabase(process.env.DATABASE_URL, 'sv_bench_pages', cleanups)).url
    : undefined;
  const { base } = await startBuiltApp(cleanups, {
    databaseUrl,
    sessionSecret: 'bench-pages-session-secret-that-is-long-enough',
    name: 'pages',
  });
  return base;
}

/** Each script a Lighthouse run of `/` saw the page load, with its size raw and gzipped (-9). */
async function scriptSizes(urls) {
  const sizes = [];
  for (const url of new Set(urls)) {
    const body = await (await fetch(url)).text();
    sizes.push({
      file: new URL(url).pathname,
      raw: Buffer.byteLength(body),
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  return sizes;
}

const median = (runs) =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
const pad = (text, width) => String(text).padEnd(width);

async function main() {
  buildIfNeeded();
  log('Starting the built app...');
  const base = await startServer();
  log(`Listening on ${base}; Lighthouse, ${RUNS} run(s) per page...`);

  const results = [];
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const [run] = await auditPages([{ url: `${base}${path}`, categories: ALL_CATEGORIES }]);
      log(`  ${path} run ${i + 1}: ${ALL_CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}`);
      runs.push(run);
    }
    results.push({ path, run: median(runs), performanceScores: runs.map((r) => r.scores.performance) });
  }

  console.log(
    `\nLighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version}, mobile defaults, median of ${RUNS} by performance`,
  );
  console.log(`${pad('page', 8)}${ALL_CATEGORIES.map((c) => pad(`${c} (>=${TARGETS[c]})`, 26)).join('')}`);
  for (const { path, run, performanceScores } of results) {
    const cells = ALL_CATEGORIES.map((c) => {
      const ok = run.scores[c] >= TARGETS[c] ? 'ok' : 'MISSED';
      const extra = c === 'performance' && RUNS > 1 ? ` [${performanceScores.join(' ')}]` : '';
      return pad(`${run.scores[c]} ${ok}${extra}`, 26);
    });
    console.log(`${pad(path, 8)}${cells.join('')}`);
    console.log(
      `        ${Object.entries(run.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    for (const line of run.failing) console.log(`        lost points: ${line}`);
  }
  const scripts = await scriptSizes(results.find((r) => r.path === '/').run.scripts);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`\nScripts / loaded in that run (sizes gzip -9; the server itself sends them uncompressed):`);
  for (const s of scripts)
    console.log(
      `  ${pad(s.file, 44)}${pad(`${(s.raw / 1024).toFixed(1)} kB`, 12)}${(s.gzip / 1024).toFixed(1)} kB gzip`,
    );
  console.log(
    `  total ${(total / 1024).toFixed(1)} kB gzip (budget ${SCRIPT_BUDGET_KB} kB: ${total <= SCRIPT_BUDGET_KB * 1024 ? 'ok' : 'MISSED'})`,
  );
}

try {
  await main();
} catch (error) {
  log(`bench:pages failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((e) => log(`cleanup: ${e}`));
}
