// bench:api's measurements of the five dashboard reads: the same JSON from both servers,
// autocannon load in alternating turns, and one request at a time with the SQL each one costs.
import autocannon from 'autocannon';
import { isDeepStrictEqual } from 'node:util';
import { makeClient } from './api-accounts.mjs';
import { CONNECTIONS, SECONDS, WARM_UP_SECONDS } from './api-settings.mjs';
import { fmt, log, sleep, withClient } from './bench-kit.mjs';
import { startCpuMeter } from './cpu-meter.mjs';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Where two JSON values first part: a key path and what each side holds there. */
export function firstDifference(a, b, at) {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(key in b)) return `${at}.${key}: only the product answers it (${JSON.stringify(a[key])?.slice(0, 80)})`;
      if (!(key in a)) return `${at}.${key}: only the baseline answers it (${JSON.stringify(b[key])?.slice(0, 80)})`;
      const inner = firstDifference(a[key], b[key], `${at}.${key}`);
      if (inner) return inner;
    }
  }
  return `${at}: product ${JSON.stringify(a)?.slice(0, 80)}, baseline ${JSON.stringify(b)?.slice(0, 80)}`;
}

/** The five reads from both servers must be the same JSON, or the comparison means nothing. */
export async function compareBodies(product, baseline, cookie, paths) {
  const differences = [];
  const sizes = [];
  for (const path of paths) {
    const [a, b] = await Promise.all(
      [product, baseline].map(async (server) => {
        const response = await fetch(`${server.base}${path}`, { headers: { cookie } });
        const text = await response.text();
        return { status: response.status, text, json: response.ok ? JSON.parse(text) : text };
      }),
    );
    if (a.status !== 200 || b.status !== 200) throw new Error(`${path}: HTTP ${a.status} / ${b.status}`);
    // daysActive is computed from the clock; the two answers come within the same day.
    if (!isDeepStrictEqual(a.json, b.json)) {
      differences.push(path);
      log(`  ${path}: ${firstDifference(a.json, b.json, '')}`);
    }
    sizes.push({ path, bytes: Buffer.byteLength(a.text) });
  }
  return { differences, sizes };
}

/** autocannon on the five reads, each connection cycling through them; 2xx latencies kept exactly. */
async function load(base, cookie, paths, seconds) {
  const latencies = [];
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
  });
  const result = await instance;
  return {
    latencies,
    total: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Runs measured one after the other, as one: rate over their summed time, percentiles over all. */
function pooled(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const total = runs.reduce((sum, r) => sum + r.total, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rate: total / seconds,
    total,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    // Milliseconds a read: the servers' Node processes (the side not in its turn sits idle) and PostgreSQL.
    cpuServer: (runs.reduce((sum, r) => sum + r.cpu.server, 0) * 1000) / total,
    cpuPostgres: (runs.reduce((sum, r) => sum + r.cpu.postgres, 0) * 1000) / total,
  };
}

/**
 * Both servers warmed up, then measured in turns, half of BENCH_SECONDS each time, so that
 * other work on the machine that comes or goes weighs on both alike.
 */
export async function measureBoth(servers, cookie, paths) {
  for (const [label, server] of servers) {
    log(`${label}: ${WARM_UP_SECONDS} s warm-up with ${CONNECTIONS} connections...`);
    await load(server.base, cookie, paths, WARM_UP_SECONDS);
  }
  const runs = servers.map(() => []);
  for (const seconds of [SECONDS / 2, SECONDS / 2]) {
    for (const [i, [label, server]] of servers.entries()) {
      const meter = startCpuMeter();
      const run = await load(server.base, cookie, paths, seconds);
      const spent = meter.stop();
      run.cpu = { server: spent.node ?? 0, postgres: spent.postgres ?? 0 };
      log(`${label}: ${fmt(run.total / run.seconds)} req/s over ${fmt(run.seconds)} s`);
      runs[i].push(run);
    }
  }
  return runs.map(pooled);
}

/** Transactions committed in the bench database so far (each autocommitted statement is one). */
async function committed(db) {
  return withClient(db.url, async (c) => {
    const { rows } = await c.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [
      db.name,
    ]);
    return Number(rows[0].n);
  });
}

/**
 * One request at a time per path, for where the time goes when nothing else runs; and the SQL
 * statements a request costs, as PostgreSQL counted them.
 */
export async function perPath(server, cookie, paths, db, cleanups, times = 100) {
  const send = makeClient(server.base, 1, cleanups);
  // A backend publishes its counts within 10 s of going idle; each look adds two transactions.
  await sleep(11_000);
  const before = await committed(db);
  const medians = [];
  let requests = 0;
  for (const path of paths) {
    for (let i = 0; i < 10; i++, requests++) await send('GET', path, { cookie });
    const ms = [];
    for (let i = 0; i < times; i++, requests++) ms.push((await send('GET', path, { cookie })).ms);
    ms.sort((a, b) => a - b);
    medians.push(percentile(ms, 50));
  }
  await sleep(11_000);
  return { medians, statementsPerRequest: ((await committed(db)) - before - 2) / requests };
}

/**
 * The open-loop run: `rate` requests a second at fixed times, cycling through the reads, sent
 * whether or not the earlier ones have been answered (new sockets as needed), so a slow answer
 * does not hold the next request back. Each latency counts from the moment its request was due,
 * so time spent waiting to be sent counts too.
 */
export async function openLoop(base, cookie, paths, rate, seconds, cleanups) {
  const send = makeClient(base, 256, cleanups);
  const total = Math.round(rate * seconds);
  const latencies = [];
  const byRead = paths.map(() => []);
  const pending = [];
  const errorKinds = new Map();
  let errors = 0;
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const read = i % paths.length;
    pending.push(
      send('GET', paths[read], { cookie }).then((r) => {
        if (r.status >= 200 && r.status < 300) {
          const ms = performance.now() - due;
          latencies.push(ms);
          byRead[read].push(ms);
        } else {
          errors++;
          const kind = String(r.status || r.error?.code || r.error?.message);
          errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
        }
      }),
    );
  }
  await Promise.all(pending);
  const sent = performance.now() - start;
  latencies.sort((a, b) => a - b);
  for (const ms of byRead) ms.sort((a, b) => a - b);
  return {
    total,
    /** Each read's own p99, in the order of `paths`: which of them make the tail. */
    p99ByRead: byRead.map((ms) => percentile(ms, 99)),
    rate: (total * 1000) / sent,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    errors,
    errorKinds,
  };
}
