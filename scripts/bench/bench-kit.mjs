// What the benchmarks share: where the compiled api is, PostgreSQL (an admin connection and
// throwaway databases on it), the built server as a child process, the summary tables, and the
// run-then-clean-up frame that decides the exit code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The admin connection as the tests get theirs, and its label for the summaries; stopped at clean-up. */
export async function startPostgres(cleanups) {
  const postgres = await startAdminPostgres();
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
 * `node apps/api/dist/main.js` with `env`, its stdout (the request log) dropped; resolves once
 * healthy. BENCH_API_NODE_ARGS adds Node options, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
 * see where the api's time goes.
 */
export async function startApiServer(base, env, cleanups) {
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(dist, 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
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
  process.exit(failed ? 1 : 0);
}
