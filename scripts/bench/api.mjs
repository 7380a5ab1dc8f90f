// `npm run bench:api`: the built api server (`node apps/api/dist/main.js`, NODE_ENV=production
// over plain http) answering the five dashboard reads (docs/product.md §7: /api/vaults, and the vault's
// /questions, /stories?limit=20 (the newest page, as the dashboard reads it), /stats,
// /activities) as the vault's signed-in owner, for a vault of 200 stories and one of 520 (ten
// years), against a bare node:http + pg Pool server in a child process that runs the same SQL
// (session look-up, user, vault, the read itself) and answers the same JSON, in the same run:
// saturated (autocannon, 50 connections: requests per second), then open-loop (100 requests a
// second at fixed times for 30 s: the latency an owner meets), with the CPU a saturated read costs
// each side's server and PostgreSQL (cpu-meter.mjs: only this benchmark's processes, so it holds on
// a shared machine where the rates do not). Then a soak: simulated families, each an owner
// reading their own dashboard and their senior submitting stories by link (POST
// /api/respond/text), all at once with no pause; afterwards every story acknowledged with a 2xx
// must be stored exactly once. Prints summary tables; exits non-zero when something crashed or
// the baseline's JSON is not the product's (its ratios would then compare unequal work), never
// for a missed target. Progress goes to stderr.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_CONNECTIONS
// (autocannon connections, 50), BENCH_SECONDS (measured load per side, 10, in two turns that
// alternate with the other side's; both get a 3-second warm-up first), BENCH_SOAK_USERS
// (simulated users, each a family with its own vault of 200 stories and an open question, 200),
// BENCH_SOAK_SECONDS (60), BENCH_OPEN_RATE (100), BENCH_OPEN_SECONDS (30); all read in
// api-settings.mjs. BENCH_API_NODE_ARGS and BENCH_BASELINE_NODE_ARGS add Node options (a profiler's) to
// the api and to the baseline; BENCH_API_STDOUT keeps the api's stdout in that file (with
// BENCH_API_NODE_ARGS=--trace-gc, its garbage collections).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccounts, dashboardPaths } from './api-accounts.mjs';
import { startBaseline } from './api-baseline.mjs';
import { compareBodies, measureBoth, openLoop, percentile, perPath } from './api-load.mjs';
import {
  CONNECTIONS,
  OPEN_RATE,
  OPEN_SECONDS,
  POOL_SIZE,
  SECONDS,
  SESSION_SECRET,
  SOAK_SECONDS,
  SOAK_USERS,
  STORIES,
  STORIES_LARGE,
  TARGET_OPEN_P99_RATIO,
  TARGET_RATIO,
  WARM_UP_SECONDS,
} from './api-settings.mjs';
import { checkStories, soak } from './api-soak.mjs';
import {
  dist,
  fmt,
  freePort,
  log,
  migratedDatabase,
  printSummary,
  root,
  runBench,
  startApiServer,
  startPostgres,
} from './bench-kit.mjs';

const cleanups = [];

const serverEnv = (databaseUrl, port, dataDir) => {
  const env = { ...process.env };
  for (const key of ['LOG_LEVEL', 'SMTP_URL', 'IMAP_URL', 'STRIPE_SECRET_KEY', 'TRUST_PROXY']) delete env[key];
  return Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
  });
};

/** `node apps/api/dist/main.js` as deployed (production settings, its default info-level request log). */
async function startProduct(databaseUrl) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = join(tmpdir(), `sv-bench-api-${randomBytes(5).toString('hex')}`);
  const env = serverEnv(databaseUrl, port, dataDir);
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = await startApiServer(base, env, cleanups);
  return { base, env, child };
}

async function main() {
  log('Building the api (npx tsc -b apps/api cli)...');
  execSync('npx tsc -b apps/api cli', { cwd: root, stdio: 'inherit' });
  if (!existsSync(join(dist, 'main.js'))) throw new Error('apps/api/dist/main.js is missing after the build');
  const pg = await startPostgres(cleanups);
  const db = await migratedDatabase(pg.adminUrl, 'sv_bench_api', cleanups);
  log('Starting the api (node apps/api/dist/main.js, NODE_ENV=production)...');
  const product = await startProduct(db.url);
  const { owner, ownerLarge, families } = await createAccounts(product.base, db.url, product.env);
  const baseline = await startBaseline(db.url, cleanups);
  const vaults = [
    { stories: STORIES, account: owner },
    { stories: STORIES_LARGE, account: ownerLarge },
  ];
  const wholeList = (v) => `/api/vaults/${v.account.vaultId}/stories`;
  const differences = [];
  let sizes = [];
  for (const v of vaults) {
    v.paths = dashboardPaths(v.account.vaultId);
    const compared = await compareBodies(product, baseline, v.account.cookie, [...v.paths, wholeList(v)]);
    differences.push(...compared.differences);
    v.sizes = compared.sizes;
    sizes = sizes.length ? sizes : compared.sizes;
  }
  const load0 = loadavg()[0];
  for (const v of vaults) {
    log(`Saturated, the vault of ${v.stories} stories...`);
    [v.product, v.baseline] = await measureBoth(
      [
        ['(a) product', product],
        ['(b) baseline', baseline],
      ],
      v.account.cookie,
      v.paths,
    );
  }
  for (const v of vaults) {
    for (const [label, server] of [
      ['product', product],
      ['baseline', baseline],
    ]) {
      log(`Open loop, ${OPEN_RATE} req/s for ${OPEN_SECONDS} s, the vault of ${v.stories} stories, ${label}...`);
      v[`${label}Open`] = await openLoop(server.base, v.account.cookie, v.paths, OPEN_RATE, OPEN_SECONDS, cleanups);
    }
  }
  const load1 = loadavg()[0];
  log('Per path, one request at a time, and the SQL statements per request...');
  const onePaths = [...vaults[0].paths, wholeList(vaults[0])];
  const productPaths = await perPath(product, owner.cookie, onePaths, db, cleanups);
  const baselinePaths = await perPath(baseline, owner.cookie, onePaths, db, cleanups);
  // The baseline is not needed any more: stopped, so that the soak has the machine to itself.
  await baseline.stop();

  log(`(c) soak: ${SOAK_USERS} users for ${SOAK_SECONDS} s...`);
  const run = await soak(product.base, families, cleanups);
  const check = await checkStories(db.url, run, families);

  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const loadLine = (r) =>
    `${fmt(r.rate)} req/s, p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms (max ${fmt(r.max, 0)} ms)`;
  const readName = (path) =>
    path === '/api/vaults' ? 'vaults' : path.replace(/^\/api\/vaults\/[^/]+\//, '').replace(/\?.*$/, '');
  const openLine = (r, paths) =>
    `p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms, max ${fmt(r.max, 0)} ms (${fmt(r.rate)} req/s sent, ` +
    `${r.errors} errors${r.errors ? `: ${[...r.errorKinds].map(([k, n]) => `${k} x${n}`).join(', ')}` : ''}); ` +
    `p99 by read: ${paths.map((path, i) => `${readName(path)} ${fmt(r.p99ByRead[i], 1)}`).join(', ')}`;
  const submitted = run.acknowledged.size;
  console.log(
    `\nAPI benchmark: the five dashboard reads (stories: the newest page of 20) of a vault of ${STORIES} and ` +
      `one of ${STORIES_LARGE} stories; saturated: ${CONNECTIONS} autocannon connections for ${SECONDS} s a side ` +
      `(in turns of ${fmt(SECONDS / 2)} s, after ${WARM_UP_SECONDS} s of warm-up); open loop: ${OPEN_RATE} ` +
      `req/s at fixed times for ${OPEN_SECONDS} s a side; api NODE_ENV=production over http, its default (info) ` +
      `request log to /dev/null; ${cpus().length} CPUs (load average ${load0.toFixed(1)} before, ` +
      `${load1.toFixed(1)} after), PostgreSQL ${pg.label}, pools of ${POOL_SIZE} connections on both sides\n`,
  );
  const rows = [['measure', 'result', 'target', '']];
  for (const v of vaults) {
    const ratio = v.product.rate / v.baseline.rate;
    rows.push(
      [`${v.stories} stories, saturated: (a) product`, loadLine(v.product), '', ''],
      ['    errors (non-2xx, network, timeouts)', v.product.errors, '0', mark(v.product.errors === 0)],
      ['    (b) baseline: node:http + pg Pool, same SQL and JSON', loadLine(v.baseline), '', ''],
      ['    ratio product / baseline (req/s)', fmt(ratio, 3), `>= ${TARGET_RATIO}`, mark(ratio >= TARGET_RATIO)],
      [
        '    CPU a read, server + PostgreSQL: (a) / (b)',
        `${fmt(v.product.cpuServer, 3)} + ${fmt(v.product.cpuPostgres, 3)} ms / ` +
          `${fmt(v.baseline.cpuServer, 3)} + ${fmt(v.baseline.cpuPostgres, 3)} ms`,
        '',
        '',
      ],
      [
        `${v.stories} stories, open loop ${OPEN_RATE} req/s: product`,
        openLine(v.productOpen, v.paths) +
          (v.product.rate < OPEN_RATE
            ? `; above the ${fmt(v.product.rate, 0)} req/s it answered saturated: the queue grows all run`
            : ''),
        `p99 <= ${TARGET_OPEN_P99_RATIO}x baseline's (${fmt(TARGET_OPEN_P99_RATIO * v.baselineOpen.p99, 1)} ms)`,
        mark(v.productOpen.p99 <= TARGET_OPEN_P99_RATIO * v.baselineOpen.p99 && v.productOpen.errors === 0),
      ],
      ['    baseline', openLine(v.baselineOpen, v.paths), '', ''],
    );
  }
  rows.push(
    [
      'same JSON as the product (both vaults, and the whole lists)',
      differences.length ? `no: ${differences.join(', ')}` : `yes, all ${vaults.length * 6} reads`,
      '',
      '',
    ],
    [
      'SQL statements per read (a) / (b)',
      `${fmt(productPaths.statementsPerRequest, 2)} / ${fmt(baselinePaths.statementsPerRequest, 2)}`,
      '',
      '',
    ],
  );
  printSummary([
    ...rows,
    [
      `(c) soak: ${SOAK_USERS} users, ${fmt(run.seconds, 0)} s, no pause`,
      `${fmt(run.reads + run.submissions, 0)} requests (${fmt(run.reads, 0)} reads, ${fmt(run.submissions, 0)} ` +
        `submissions, ${fmt(run.limited, 0)} of them past the link's 10 a day), ` +
        `${fmt((run.reads + run.submissions) / run.seconds)} req/s, ` +
        `p50 ${fmt(percentile(run.latencies, 50), 0)} ms, p99 ${fmt(percentile(run.latencies, 99), 0)} ms`,
      '',
      '',
    ],
    [
      '    errors (non-2xx or network)',
      run.errors +
        (run.errors
          ? `: ${[...run.errorKinds.entries()]
              .map(([k, v]) => `${k} x${v}`)
              .slice(0, 4)
              .join(', ')}`
          : ''),
      '0',
      mark(run.errors === 0),
    ],
    [
      '    stories submitted (2xx) / stored exactly once',
      `${fmt(submitted, 0)} / ${fmt(check.once, 0)}`,
      'equal',
      mark(submitted === check.once && check.duplicated === 0),
    ],
    [
      '    duplicated / missing / stored without a 2xx',
      `${check.duplicated} / ${check.missing} / ${check.strays}` +
        (check.strays ? ` (${check.strayUnacknowledged} of them submissions that failed)` : ''),
      '0 / 0 / 0',
      mark(check.duplicated === 0 && check.missing === 0 && check.strays === 0),
    ],
    ['    vaults whose story count is off', check.countersOff, '0', mark(check.countersOff === 0)],
  ]);
  console.log(
    `\nOne request at a time (median of 100, after 10 unmeasured), the vault of ${STORIES} stories; the last ` +
      `row is the whole list (not read by the dashboard), and its size for ${STORIES_LARGE} stories:`,
  );
  printSummary([
    ['read', 'product', 'baseline', 'body'],
    ...onePaths.map((path, i) => [
      `GET ${path.replace(owner.vaultId, ':id')}`,
      `${fmt(productPaths.medians[i], 2)} ms`,
      `${fmt(baselinePaths.medians[i], 2)} ms`,
      `${fmt(sizes[i].bytes / 1024)} KB` +
        (i === onePaths.length - 1 ? `; ${fmt(vaults[1].sizes[i].bytes / 1024)} KB of ${STORIES_LARGE}` : ''),
    ]),
  ]);
  if (differences.length) {
    // A baseline that answers less than the product measures less work: its ratios mean nothing.
    console.error(
      `\nThe baseline's JSON differs from the product's (${differences.length} reads): bring ` +
        'scripts/bench/api-baseline.mjs up to the product before reading the ratios.',
    );
    process.exitCode = 1;
  }
}

await runBench(main, cleanups);
