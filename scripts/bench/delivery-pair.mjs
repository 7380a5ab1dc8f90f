// bench:delivery's helpers: the SMTP sink in its own process, and the run of two worker processes
// that checks no vault gets two emails and none gets none.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dist, fmt, log, require, root, sleep, stopChild } from './bench-kit.mjs';

/** The SMTP sink in its own process (scripts/bench/smtp-sink.mjs), asked over IPC. */
export async function startSink() {
  const child = fork(join(root, 'scripts', 'bench', 'smtp-sink.mjs'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answers = [];
  const ready = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)));
    answers.push(resolve);
  });
  child.on('message', (message) => answers.shift()?.(message));
  const { port } = await ready;
  const ask = (cmd) => new Promise((resolve) => (answers.push(resolve), child.send({ cmd })));
  const stop = () =>
    child.exitCode === null && child.signalCode === null
      ? new Promise(
          (resolve) => (child.removeAllListeners('exit'), child.once('exit', resolve), child.send({ cmd: 'stop' })),
        )
      : undefined;
  return { url: `smtp://127.0.0.1:${port}`, port, ask, stop };
}

/** (c) Two worker processes on fresh due vaults until every question is sent; then who got what. */
export async function runTwoWorkers(databaseUrl, sink, count, { env: benchEnv, timeoutSeconds, cleanups }) {
  await sink.ask('reset');
  const dataDir = mkdtempSync(join(tmpdir(), 'sv-bench-workers-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    ...benchEnv,
    DATABASE_URL: databaseUrl,
    SMTP_URL: sink.url,
    DATA_DIR: dataDir,
    DELIVERY_INTERVAL_SECONDS: '1',
  };
  const workers = [0, 1].map(() =>
    spawn(process.execPath, [join(dist, 'worker.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  const stop = () => Promise.all(workers.map(stopChild));
  cleanups.push(stop);
  const start = performance.now();
  let sent = 0;
  let lastLog = 0;
  const { Client } = require('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    while (performance.now() - start < timeoutSeconds * 1000) {
      if (workers.some((w) => w.exitCode !== null)) throw new Error('a worker process exited during the run');
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM deliveries WHERE kind = 'question' AND state = 'sent'`,
      );
      sent = rows[0].n;
      if (sent >= count && (await sink.ask('stats')).total >= count) break;
      if (performance.now() - lastLog > 10_000) {
        log(`  (c) ${sent} sent, ${fmt((performance.now() - start) / 1000)} s`);
        lastLog = performance.now();
      }
      await sleep(250);
    }
  } finally {
    await db.end();
  }
  const seconds = (performance.now() - start) / 1000;
  await stop(); // a graceful stop lets anything in flight land before the count
  const report = await sink.ask('report');
  const received = new Map(report.recipients);
  let duplicates = 0;
  let repeats = 0;
  let misses = 0;
  for (let n = 1; n <= count; n++) {
    const ids = received.get(`senior-${n}@example.com`) ?? [];
    if (ids.length === 0) misses++;
    if (ids.length > 1) duplicates++;
    for (const [, receptions] of ids) repeats += receptions - 1;
  }
  const strangers = [...received.keys()].filter((r) => !/^senior-\d+@example\.com$/.test(r)).length;
  return { sent, seconds, rate: sent / seconds, duplicates, repeats, misses, strangers, finished: sent >= count };
}
