// `npm run bench:api`: the built api server (`node apps/api/dist/main.js`, NODE_ENV=production
// over plain http) answering the five dashboard reads of a vault with 200 stories (SPEC.md §7:
// /api/vaults, and the vault's /questions, /stories, /stats, /activities) as its signed-in owner,
// loaded with autocannon, against a bare node:http + pg Pool server in a child process that runs
// the same SQL (session look-up, user, vault, the read itself) and answers the same
// JSON, loaded the same way in the same run. Then a soak: simulated families, each an owner
// reading their own dashboard and their senior submitting stories by link (POST
// /api/respond/text), all at once with no pause; afterwards every story acknowledged with a 2xx
// must be stored exactly once. Prints summary tables; exits non-zero only when something
// crashed, never for a missed target. Progress goes to stderr.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_CONNECTIONS
// (autocannon connections, 50), BENCH_SECONDS (measured load per side, 10, in two turns that
// alternate with the other side's; both get a 3-second warm-up first), BENCH_SOAK_USERS
// (simulated users, each a family with its own vault of 200 stories and an open question, 200),
// BENCH_SOAK_SECONDS (60); all read in api-settings.mjs.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccounts, dashboardPaths } from './api-accounts.mjs';
import { startBaseline } from './api-baseline.mjs';
import { compareBodies, measureBoth, percentile, perPath } from './api-load.mjs';
import {
  CONNECTIONS,
  POOL_SIZE,
  SECONDS,
  SESSION_SECRET,
  SOAK_SECONDS,
  SOAK_USERS,
  STORIES,
  TARGET_P99_MS,
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
  const pg = await startPostgres(cleanups, log);
  const db = await migratedDatabase(pg.adminUrl, 'sv_bench_api', cleanups);
  log('Starting the api (node apps/api/dist/main.js, NODE_ENV=production)...');
  const product = await startProduct(db.url);
  const { owner, families } = await createAccounts(product.base, db.url, product.env);
  const baseline = await startBaseline(db.url, cleanups);
  const paths = dashboardPaths(owner.vaultId);

  const { differences, sizes } = await compareBodies(product, baseline, owner.cookie, paths);
  if (differences.length) log(`  the baseline's JSON differs from the product's on ${differences.join(', ')}`);
  const load0 = loadavg()[0];
  const [productLoad, baselineLoad] = await measureBoth(
    [
      ['(a) product', product],
      ['(b) baseline', baseline],
    ],
    owner.cookie,
    paths,
  );
  const load1 = loadavg()[0];
  log('Per path, one request at a time, and the SQL statements per request...');
  const productPaths = await perPath(product, owner.cookie, paths, db, cleanups);
  const baselinePaths = await perPath(baseline, owner.cookie, paths, db, cleanups);
  // The baseline is not needed any more: stopped, so that the soak has the machine to itself.
  await baseline.stop();

  log(`(c) soak: ${SOAK_USERS} users for ${SOAK_SECONDS} s...`);
  const run = await soak(product.base, families, cleanups);
  const check = await checkStories(db.url, run, families);

  const ratio = productLoad.rate / baselineLoad.rate;
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const loadLine = (r) =>
    `${fmt(r.rate)} req/s, p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms (max ${fmt(r.max, 0)} ms)`;
  const submitted = run.acknowledged.size;
  console.log(
    `\nAPI benchmark: the five dashboard reads of a vault with ${STORIES} stories, ${CONNECTIONS} autocannon ` +
      `connections for ${SECONDS} s a side (in turns of ${fmt(SECONDS / 2)} s, after ${WARM_UP_SECONDS} s of ` +
      `warm-up); api NODE_ENV=production over http, its default (info) request log to /dev/null; ` +
      `${cpus().length} CPUs (load average ${load0.toFixed(1)} before, ${load1.toFixed(1)} after), ` +
      `PostgreSQL ${pg.label}, pools of ${POOL_SIZE} connections on both sides\n`,
  );
  printSummary([
    ['measure', 'result', 'target', ''],
    ['(a) product: node apps/api/dist/main.js', loadLine(productLoad), '', ''],
    ['    errors (non-2xx, network, timeouts)', productLoad.errors, '0', mark(productLoad.errors === 0)],
    ['(b) baseline: node:http + pg Pool, same SQL and JSON', loadLine(baselineLoad), '', ''],
    ['    errors (non-2xx, network, timeouts)', baselineLoad.errors, '', ''],
    [
      '    same JSON as the product',
      differences.length ? `no: ${differences.join(', ')}` : `yes, all ${paths.length} reads`,
      '',
      '',
    ],
    [
      'SQL statements per read (a) / (b)',
      `${fmt(productPaths.statementsPerRequest, 2)} / ${fmt(baselinePaths.statementsPerRequest, 2)}`,
      '',
      '',
    ],
    ['ratio product / baseline (req/s)', fmt(ratio, 3), `>= ${TARGET_RATIO}`, mark(ratio >= TARGET_RATIO)],
    [
      'product p99 latency',
      `${fmt(productLoad.p99, 2)} ms`,
      `<= ${TARGET_P99_MS} ms`,
      mark(productLoad.p99 <= TARGET_P99_MS),
    ],
    [
      `    mean latency = ${CONNECTIONS} connections / req/s`,
      `product ${fmt((CONNECTIONS * 1000) / productLoad.rate, 0)} ms, baseline ` +
        `${fmt((CONNECTIONS * 1000) / baselineLoad.rate, 0)} ms: a p99 of ${TARGET_P99_MS} ms needs more than ` +
        `${fmt((CONNECTIONS * 1000) / TARGET_P99_MS, 0)} req/s`,
      '',
      '',
    ],
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
  console.log('\nOne request at a time (median of 100, after 10 unmeasured):');
  printSummary([
    ['read', 'product', 'baseline', 'body'],
    ...paths.map((path, i) => [
      `GET ${path.replace(owner.vaultId, ':id')}`,
      `${fmt(productPaths.medians[i], 2)} ms`,
      `${fmt(baselinePaths.medians[i], 2)} ms`,
      `${fmt(sizes[i].bytes / 1024)} KB`,
    ]),
  ]);
}

await runBench(main, cleanups);
