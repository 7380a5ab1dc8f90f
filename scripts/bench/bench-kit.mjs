// What the benchmarks share: where the compiled api is, PostgreSQL (an admin connection and
// throwaway databases on it), the built server as a child process, the summary tables, and the
// run-then-clean-up frame that decides the exit code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAdminPostgres } from '../../libs/testing/src/throwaway-postgres.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = join(root, 'apps', 'api', 'dist');
/** Resolves from the compiled api, where its dependencies (pg, imapflow, mailparser ...) are found. */
export const require = createRequire(join(dist, 'main.js'));

/** Progress goes to stderr, so that stdout carries the summary alone. */
export const log = (line) => process.stderr.write(`${line}\n`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const fmt = (n, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
/** The middle of `values` (the upper of the two middles of an even count): a run's figure of several. */
export const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The admin connection as the tests get theirs, and its label for the summaries; stopped at
 * clean-up. With `statementStats` an embedded server loads pg_stat_statements (`statementCounter`).
 */
export async function startPostgres(cleanups, { statementStats = false } = {}) {
  const postgres = await startAdminPostgres({ statementStats });
  cleanups.push(() => postgres.stop());
  return { adminUrl: postgres.adminUrl, label: postgres.embedded ? 'embedded, fsync=off' : 'DATABASE_URL' };
}

export async function withClient(url, work) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's own count of the statements run on `databaseUrl`'s database (pg_stat_statements,
 * load-independent where timings are not): `reset()` before the work, `read()` after it gives
 * `{ calls, statements: [{ calls, ms, query }] }`, the statements by total time, most first.
 * Resolves null when the server has no pg_stat_statements loaded (a DATABASE_URL server without it).
 */
export async function statementCounter(adminUrl, databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  try {
    await withClient(adminUrl, async (c) => {
      await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await c.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
    });
  } catch {
    return null;
  }
  const oid = `(SELECT oid FROM pg_database WHERE datname = $1)`;
  return {
    reset: () => withClient(adminUrl, (c) => c.query(`SELECT pg_stat_statements_reset(0, ${oid}, 0)`, [name])),
    read: () =>
      withClient(adminUrl, async (c) => {
        const { rows } = await c.query(
          `SELECT calls::int, total_exec_time AS ms, query FROM pg_stat_statements
           WHERE dbid = ${oid} ORDER BY total_exec_time DESC`,
          [name],
        );
        return { calls: rows.reduce((sum, r) => sum + r.calls, 0), statements: rows };
      }),
  };
}

/** Adds `more` (a statementCounter's read) to `total`, statement by statement. */
export function addStatements(total, more) {
  const byQuery = new Map(total.statements.map((s) => [s.query, { ...s }]));
  for (const s of more.statements) {
    const seen = byQuery.get(s.query);
    if (seen) ((seen.calls += s.calls), (seen.ms += s.ms));
    else byQuery.set(s.query, { ...s });
  }
  const statements = [...byQuery.values()].sort((a, b) => b.ms - a.ms);
  return { calls: total.calls + more.calls, statements };
}

/** Summary rows: statements per `unit` as PostgreSQL counted them, and the `top` by total time. */
export function statementRows(stats, count, unit, top = 8) {
  if (!stats) return [[`SQL statements per ${unit}`, 'not counted: no pg_stat_statements on this server', '', '']];
  const oneLine = (q) => q.replace(/\s+/g, ' ').trim();
  const short = (q) => (oneLine(q).length > 100 ? `${oneLine(q).slice(0, 97)}...` : oneLine(q));
  // The costliest in total time, then any other run about once a unit or more: work done per row.
  const costly = stats.statements.slice(0, top);
  const perRow = stats.statements.filter((s) => !costly.includes(s) && s.calls >= count / 2);
  return [
    [`SQL statements per ${unit} (PostgreSQL's count)`, fmt(stats.calls / count, 2), '', ''],
    ...[...costly, ...perRow].map((s) => [
      `    ${fmt(s.calls / count, 2)} x, ${fmt(s.ms / count, 3)} ms per ${unit}`,
      short(s.query),
      '',
      '',
    ]),
  ];
}

/** An empty database named `${prefix}_...` on the admin connection's server, dropped at clean-up. */
export async function throwawayDatabase(adminUrl, prefix, cleanups) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/** A throwaway database with every migration applied. */
export async function migratedDatabase(adminUrl, prefix, cleanups) {
  const database = await throwawayDatabase(adminUrl, prefix, cleanups);
  await require(join(dist, 'database', 'migrate.js')).runMigrations(database.url);
  return database;
}

/** SIGTERM, resolved once the process has exited (at once when it already has). */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * BENCH_CPU_PROF (a folder): V8's sampling profiler over this process from now until `stop(name)`,
 * which writes `<folder>/<name>.cpuprofile` (Chrome DevTools opens it). For the benchmarks whose
 * product runs in their own process beside its baseline (`bench:delivery`, `bench:ingest`), where
 * Node's `--cpu-prof` would take in both. Without the knob: null. The profiler's own cost shows in
 * a profiled run's figures, so measure without it.
 */
export async function startCpuProfile() {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(folder, { recursive: true });
      const file = join(folder, `${name}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      log(`  CPU profile: ${file}`);
    },
  };
}

/**
 * The Node options production gives the api: those of package.json's `start:api` (which
 * docker/compose.yml repeats), e.g. its small young generation. A benchmark measures the api as it
 * is deployed, garbage collections included.
 */
export function deployedApiNodeArgs() {
  const startApi = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['start:api'];
  const options = /node ((?:--\S+ )*)apps\/api\/dist\/main\.js/.exec(startApi)?.[1] ?? '';
  return options.split(' ').filter(Boolean);
}

/**
 * `node apps/api/dist/main.js` with `env` and the deployed Node options (deployedApiNodeArgs), its
 * stdout (the request log) dropped; resolves once healthy. BENCH_API_NODE_ARGS adds Node options
 * after them, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the api's time goes;
 * BENCH_API_STDOUT keeps its stdout in that file instead (with `--trace-gc`, its collections).
 */
export async function startApiServer(base, env, cleanups) {
  const nodeArgs = [...deployedApiNodeArgs(), ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, join(dist, 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', process.env.BENCH_API_STDOUT ? openSync(process.env.BENCH_API_STDOUT, 'a') : 'ignore', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the api server did not become healthy within 120 s');
}

/** With BENCH_RESULT_FILE set, the run's key figures as JSON there (for `npm run bench:quick`). */
export function writeResult(figures) {
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(figures));
}

/** A Markdown table, each column as wide as its widest cell; the first row is the header. */
export function printSummary(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

/**
 * Runs `main`, then every clean-up last-first whatever happened. Exits non-zero only when
 * something crashed: a missed target is a result, not a failure.
 */
export async function runBench(main, cleanups) {
  let failed = false;
  try {
    await main();
  } catch (error) {
    failed = true;
    console.error(`Benchmark crashed: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  }
  process.exit(failed ? 1 : (process.exitCode ?? 0));
}
