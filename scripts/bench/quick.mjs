// `npm run bench:quick`: bench:delivery and bench:ingest small and once each (their measured parts
// take seconds; most of the run is starting PostgreSQL, Dovecot and the app), for anyone changing
// the paths an email or a reply goes through. Prints each
// benchmark's own tables, then one summary: the two ratios, the SQL statements an email and a
// reply (PostgreSQL's count: the same on a busy machine as on an idle one, so the measure to
// compare first) and the CPU each costs. Ratios and CPU from so short a run are rough; a change
// the statements do not show is confirmed with the full benchmarks.
//
// Knobs: BENCH_QUICK_VAULTS (1000), BENCH_QUICK_REPLIES (500); DATABASE_URL as the others.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, log, printSummary, root } from './bench-kit.mjs';

const VAULTS = process.env.BENCH_QUICK_VAULTS ?? '1000';
const REPLIES = process.env.BENCH_QUICK_REPLIES ?? '500';

/** Runs a benchmark script with `env`; resolves with the figures it wrote (null when it crashed). */
function run(script, env, resultFile) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'bench', script)], {
      env: { ...process.env, ...env, BENCH_RESULT_FILE: resultFile },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      resolve(code === 0 && existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : null),
    );
  });
}

const dir = mkdtempSync(join(tmpdir(), 'sv-bench-quick-'));
const started = performance.now();
const load = loadavg()[0];
try {
  log(`bench:quick: delivery on ${VAULTS} due vaults, one run...`);
  const delivery = await run(
    'delivery.mjs',
    { BENCH_VAULTS: VAULTS, BENCH_ROUNDS: '1', BENCH_SLICE: VAULTS, BENCH_WARM_UP_VAULTS: '200', BENCH_PAIR: '0' },
    join(dir, 'delivery.json'),
  );
  log(`bench:quick: ingest of ${REPLIES} replies...`);
  const ingest = await run(
    'ingest.mjs',
    { BENCH_REPLIES: REPLIES, BENCH_ROUNDS: '1', BENCH_WARM_UP_REPLIES: '100' },
    join(dir, 'ingest.json'),
  );
  const row = (name, r, target) =>
    r
      ? [
          name,
          `${fmt(r.ratio, 3)} (target >= ${target})`,
          r.statements === null ? 'not counted' : fmt(r.statements, 2),
          `${fmt(r.cpuMs, 2)} ms against ${fmt(r.baselineCpuMs, 2)} ms`,
        ]
      : [name, 'crashed: see above', '', ''];
  console.log(
    `\nbench:quick in ${fmt((performance.now() - started) / 1000, 0)} s, ${cpus().length} CPUs ` +
      `(load average ${fmt(load)} at the start, ${fmt(loadavg()[0])} at the end)\n`,
  );
  printSummary([
    ['benchmark', 'ratio', 'SQL statements per unit', 'CPU per unit: product against baseline'],
    row(`bench:delivery, ${VAULTS} emails`, delivery, 0.8),
    row(`bench:ingest, ${REPLIES} replies (durable baseline)`, ingest, 0.8),
  ]);
  process.exitCode = delivery && ingest ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
