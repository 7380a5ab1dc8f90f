// `npm run bench:frameworks`: what the HTTP framework alone costs a read. Three servers answer the
// same read with the same JSON (scripts/bench/frameworks-server.cjs): bare `node:http`, Nest on
// Express (as the api runs) and Nest on Fastify, each with a guard and a route parameter and
// nothing else (no session, no database, no middleware). Each is loaded with 50 autocannon
// connections in turns of 5 s, three rounds after a warm-up: requests per second, the ratio to the
// bare server, and the server's CPU a request (user + system, from /proc). It answers the question
// of how much of the api's distance to `bench:api`'s bare server an adapter change could win: the
// framework's own cost, its floor. Exits non-zero only when something crashed.
//
// Knobs: BENCH_FRAMEWORK_SECONDS (5, a turn), BENCH_FRAMEWORK_ROUNDS (3).
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fmt, freePort, log, printSummary, require, root, runBench, stopChild } from './bench-kit.mjs';
import { processCpu, TICKS_PER_SECOND } from './cpu-meter.mjs';

const SECONDS = Number(process.env.BENCH_FRAMEWORK_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_FRAMEWORK_ROUNDS ?? 3);
const KINDS = [
  ['bare', 'bare node:http'],
  ['express', 'Nest on Express (the api)'],
  ['fastify', 'Nest on Fastify'],
];
const autocannon = require('autocannon');
const cleanups = [];

/** CPU time (user + system) of a process so far, in ms. */
const cpuMs = (pid) => (processCpu(pid).ticks * 1000) / TICKS_PER_SECOND;

async function start(kind) {
  const port = await freePort();
  const child = fork(join(root, 'scripts', 'bench', 'frameworks-server.cjs'), [kind, String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  cleanups.push(() => stopChild(child));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited with ${code}`)));
  });
  return { kind, child, url: `http://127.0.0.1:${port}/api/vaults/7a4c/stories` };
}

function load(server, seconds) {
  return new Promise((resolve, reject) =>
    autocannon({ url: server.url, connections: 50, duration: seconds, headers: { cookie: 'sid=1' } }, (error, r) =>
      error ? reject(error) : resolve(r),
    ),
  );
}

async function main() {
  const servers = [];
  for (const [kind] of KINDS) servers.push(await start(kind));
  const load0 = loadavg()[0];
  log('Warming up each server for 2 s...');
  for (const server of servers) await load(server, 2);
  const totals = new Map(servers.map((s) => [s.kind, { requests: 0, seconds: 0, cpu: 0, errors: 0, rates: [] }]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const server of servers) {
      const cpu0 = cpuMs(server.child.pid);
      const r = await load(server, SECONDS);
      const t = totals.get(server.kind);
      t.cpu += cpuMs(server.child.pid) - cpu0;
      t.requests += r.requests.total;
      t.seconds += r.duration;
      t.errors += r.non2xx + r.errors + r.timeouts;
      t.rates.push(r.requests.total / r.duration);
      log(`round ${round}: ${server.kind} ${fmt(r.requests.total / r.duration, 0)} req/s`);
    }
  }
  const bare = totals.get('bare');
  const bareRate = bare.requests / bare.seconds;
  console.log(
    `\nFrameworks benchmark: one read (a guard, a route parameter, ~11 kB of JSON), 50 connections, ` +
      `${ROUNDS} rounds of ${SECONDS} s a side in turns; Node ${process.versions.node}, ${cpus().length} CPUs ` +
      `(load average ${load0.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after)\n`,
  );
  printSummary([
    ['server', 'req/s (rounds)', 'ratio to bare', 'CPU a request', 'errors'],
    ...KINDS.map(([kind, label]) => {
      const t = totals.get(kind);
      return [
        label,
        `${fmt(t.requests / t.seconds, 0)} (${t.rates.map((r) => fmt(r, 0)).join(', ')})`,
        fmt(t.requests / t.seconds / bareRate, 3),
        `${fmt((1000 * t.cpu) / t.requests, 1)} µs`,
        t.errors,
      ];
    }),
  ]);
}

await runBench(main, cleanups);
