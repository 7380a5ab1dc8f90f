// `npm run bench:delivery`: how fast one worker sends due questions, against a bare pooled
// nodemailer transport measured in the same run, then whether two worker processes deliver
// 10,000 due vaults with no duplicate and no miss. Prints a summary table; exits non-zero only
// when something crashed, never for a missed target.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_VAULTS (10000),
// BENCH_WARM_UP_VAULTS (sent before the measurement, 1000), BENCH_ROUNDS (runs, 3: each a turn of
// the one worker then a turn of the baseline, their ratio printed; the median ratio is the
// figure), BENCH_CONNECTIONS (SMTP connections
// on both sides, as SMTP_MAX_CONNECTIONS, 5),
// BENCH_TIMEOUT_SECONDS (time cap of the two-worker run, 240; a run stopped there reports its
// duplicates but not its misses).
import { execSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dist,
  fmt,
  log,
  migratedDatabase,
  printSummary,
  require,
  root,
  runBench,
  sleep,
  startPostgres,
  stopChild,
  withClient,
} from './bench-kit.mjs';
import { startCpuMeter } from './cpu-meter.mjs';

const VAULTS = Number(process.env.BENCH_VAULTS ?? 10_000);
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 240);
/** Sent (unmeasured) before (a), so that both sides are measured with warm code. */
const WARM_UP_VAULTS = Number(process.env.BENCH_WARM_UP_VAULTS ?? 1_000);
/** SMTP connections (and so emails in flight) on both sides: the product's SMTP_MAX_CONNECTIONS. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 5);
const TARGET_RATIO = 0.8;
/** Turns of (a) and (b), alternating; the median of each side is compared. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BENCH_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough-42',
  PUBLIC_URL: 'http://bench.example.test',
  DELIVERY_BATCH_SIZE: '100',
  SMTP_MAX_CONNECTIONS: String(CONNECTIONS),
  PORT: '0',
};

const cleanups = [];

/** The run with the median rate. */
function median(runs) {
  return [...runs].sort((a, b) => a.rate - b.rate)[Math.floor(runs.length / 2)];
}

/** A throwaway database with every migration applied and `count` due vaults, each with two queued questions. */
async function createDueDatabase(adminUrl, count) {
  const { url } = await migratedDatabase(adminUrl, 'sv_bench', cleanups);
  await withClient(url, async (c) => {
    await c.query(`INSERT INTO questions (key, text, category, is_prewritten) VALUES
      ('bench-first', 'What was the first job you ever had, and what did it teach you?', 'career_and_work', true),
      ('bench-second', 'Which street did you grow up on?', 'childhood_and_school', true)`);
    await c.query(
      `INSERT INTO users (name, email, password_hash)
       SELECT 'Owner ' || n, 'owner-' || n || '@example.com', 'x' FROM generate_series(1, $1) n`,
      [count],
    );
    await c.query(
      `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
         is_setup_complete, setup_completed_at, next_send_at)
       SELECT u.id, 'Senior ' || n, 'senior-' || n || '@example.com', 'email', 1, false, true,
         now() - interval '4 days', now() - interval '1 minute'
       FROM generate_series(1, $1) n JOIN users u ON u.email = 'owner-' || n || '@example.com'`,
      [count],
    );
    await c.query(`INSERT INTO vault_questions (vault_id, question_id, sort_order, is_custom)
      SELECT v.id, q.id, CASE q.key WHEN 'bench-first' THEN 1 ELSE 2 END, false
      FROM vaults v CROSS JOIN questions q WHERE q.key IN ('bench-first', 'bench-second')`);
    await c.query('ANALYZE');
  });
  return url;
}

/** The SMTP sink in its own process (scripts/bench/smtp-sink.mjs), asked over IPC. */
async function startSink() {
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

/** (a) One worker in-process: DispatchDeliveries.execute() until nothing is due (or the time cap). */
async function measureWorker(databaseUrl, sink) {
  require('reflect-metadata');
  const { loadConfig } = require(join(dist, 'config', 'app-config.js'));
  const { createAppContext } = require(join(dist, 'app', 'create-app.js'));
  const { DispatchDeliveries } = require(join(dist, 'modules', 'delivery', 'delivery.public.js'));
  const { VaultSchedule } = require(join(dist, 'modules', 'vault', 'vault.public.js'));
  const { Mailer } = require(join(dist, 'shared', 'mail', 'mailer.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'sv-bench-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ ...BENCH_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SMTP_URL: sink.url });
  const app = await createAppContext({ config, databaseUrl, worker: false, seedOnStart: false });
  try {
    // Where the time goes: the relay (Mailer.send), the claim with its per-vault look-ups, the rest.
    const spent = { smtp: 0, claim: 0 };
    const timed = (object, method, bucket) => {
      const original = object[method].bind(object);
      object[method] = async (...args) => {
        const start = performance.now();
        try {
          return await original(...args);
        } finally {
          spent[bucket] += performance.now() - start;
        }
      };
    };
    timed(app.get(Mailer), 'send', 'smtp');
    timed(app.get(VaultSchedule), 'claimDue', 'claim');
    // Round trips to PostgreSQL: every statement goes through pg's Client#query.
    const PgClient = require('pg').Client;
    const query = PgClient.prototype.query;
    let queries = 0;
    PgClient.prototype.query = function (...args) {
      queries++;
      return query.apply(this, args);
    };
    cleanups.push(() => (PgClient.prototype.query = query));
    const dispatch = app.get(DispatchDeliveries);
    const start = performance.now();
    const cpu = startCpuMeter();
    // One round, as the worker's tick runs it: everything due, in batches claimed ahead of the sending.
    let lastLog = 0;
    const round = await dispatch.execute({
      onProgress: (progress) => {
        if (performance.now() - lastLog < 2_000) return;
        lastLog = performance.now();
        log(`  (a) ${progress.sent} sent, ${fmt((performance.now() - start) / 1000)} s`);
      },
    });
    const sent = round.sent;
    if (round.failed) log(`  (a) ${round.failed} sends failed`);
    const ms = performance.now() - start;
    const cpuSeconds = cpu.stop();
    PgClient.prototype.query = query;
    const share = { smtp: spent.smtp / ms, claim: spent.claim / ms };
    return { sent, seconds: ms / 1000, rate: (sent * 1000) / ms, share, queriesPerSend: queries / sent, cpuSeconds };
  } finally {
    await app.close();
  }
}

/**
 * (b) The baseline: a bare pooled nodemailer transport sending `count` messages shaped like a real
 * question email, `inFlight` at a time over as many pooled connections as the product uses.
 */
async function measureBaseline(sink, count, inFlight) {
  const nodemailer = require('nodemailer');
  const { simpleParser } = require('mailparser');
  const { raw } = await sink.ask('sample');
  if (!raw) throw new Error('no question email reached the sink to serve as the template');
  const mail = await simpleParser(raw);
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    pool: true,
    maxConnections: CONNECTIONS,
  });
  const message = (i) => ({
    from: mail.from.text,
    to: `senior-${i}@example.com`,
    replyTo: mail.replyTo?.text,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<baseline-${i}@bench.example.test>`,
  });
  try {
    await transport.sendMail(message(0)); // warm-up: the pool's first connection
    const start = performance.now();
    const cpu = startCpuMeter();
    let next = 1;
    const lane = async () => {
      while (next <= count) await transport.sendMail(message(next++));
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    const ms = performance.now() - start;
    const cpuSeconds = cpu.stop();
    return { sent: count, seconds: ms / 1000, rate: (count * 1000) / ms, bytes: raw.length, cpuSeconds };
  } finally {
    transport.close();
  }
}

/** (c) Two worker processes on fresh due vaults until every question is sent; then who got what. */
async function runTwoWorkers(databaseUrl, sink, count) {
  await sink.ask('reset');
  const dataDir = mkdtempSync(join(tmpdir(), 'sv-bench-workers-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    ...BENCH_ENV,
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
    while (performance.now() - start < TIMEOUT_SECONDS * 1000) {
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

async function main() {
  log('Building the api (npx tsc -b apps/api cli)...');
  execSync('npx tsc -b apps/api cli', { cwd: root, stdio: 'inherit' });
  if (!existsSync(join(dist, 'worker.js'))) throw new Error('apps/api/dist/worker.js is missing after the build');
  const pg = await startPostgres(cleanups, log);
  const sink = await startSink();
  cleanups.push(() => sink.stop());

  log(`Inserting ${ROUNDS} x ${VAULTS} due vaults (and ${WARM_UP_VAULTS} to warm up on)...`);
  const warmUp = await createDueDatabase(pg.adminUrl, WARM_UP_VAULTS);
  const databases = [];
  for (let round = 0; round < ROUNDS; round++) databases.push(await createDueDatabase(pg.adminUrl, VAULTS));
  // The baseline runs on code the JIT has compiled already; so does (a), after this.
  log(`(a) warming up on ${WARM_UP_VAULTS} vaults...`);
  await measureWorker(warmUp, sink);
  // (a) and (b) take turns, so that what else the machine does falls on both alike; each side's
  // median run is compared.
  const workers = [];
  const baselines = [];
  for (let round = 0; round < ROUNDS; round++) {
    log(`(a) one worker, in-process (round ${round + 1} of ${ROUNDS})...`);
    workers.push(await measureWorker(databases[round], sink));
    log(`(b) baseline: pooled nodemailer, ${CONNECTIONS} in flight (round ${round + 1} of ${ROUNDS})...`);
    baselines.push(await measureBaseline(sink, VAULTS, CONNECTIONS));
  }
  const worker = median(workers);
  const baseline = median(baselines);
  // Each run's ratio is of two turns a few seconds apart, so what else the machine does then
  // weighs on both; the figure is the median of the runs' ratios.
  const ratios = workers.map((w, i) => w.rate / baselines[i].rate);
  const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  log('(b) the same, one at a time...');
  const serial = await measureBaseline(sink, VAULTS, 1);
  log(`(c) two worker processes on ${VAULTS} fresh due vaults...`);
  const second = await createDueDatabase(pg.adminUrl, VAULTS);
  const pair = await runTwoWorkers(second, sink, VAULTS);

  const runs = (all) => all.map((r) => fmt(r.rate, 0)).join(', ');
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const rate = (r) => `${fmt(r.rate)} sends/s (${fmt(r.sent, 0)} in ${fmt(r.seconds)} s)`;
  const unsent = VAULTS - pair.sent;
  console.log(
    `\nDelivery benchmark: ${fmt(VAULTS, 0)} due vaults (after ${fmt(WARM_UP_VAULTS, 0)} to warm up), ` +
      `DELIVERY_BATCH_SIZE=100, SMTP_MAX_CONNECTIONS=${CONNECTIONS}, ${cpus().length} CPUs, ` +
      `PostgreSQL ${pg.label}, question email ${fmt(baseline.bytes / 1024)} KB\n`,
  );
  printSummary([
    ['measure', 'result', 'target', ''],
    ['(a) one worker, DispatchDeliveries', `${rate(worker)}; median of ${runs(workers)}`, '', ''],
    [
      '    its time in SMTP / in claimDue',
      `${fmt(worker.share.smtp * 100, 0)} % / ${fmt(worker.share.claim * 100, 0)} %; ` +
        `${fmt(worker.queriesPerSend)} SQL statements per send`,
      '',
      '',
    ],
    [
      '(b) baseline: pooled nodemailer',
      `${rate(baseline)}, ${CONNECTIONS} in flight; median of ${runs(baselines)}`,
      '',
      '',
    ],
    ['    the same, one at a time', rate(serial), '', ''],
    ...workers.map((w, i) => [
      `    run ${i + 1}: worker / baseline`,
      `${fmt(w.rate, 0)} / ${fmt(baselines[i].rate, 0)} sends/s = ${fmt(ratios[i], 3)}`,
      '',
      '',
    ]),
    [
      `ratio worker / baseline, median of ${ROUNDS} runs`,
      fmt(ratio, 3),
      `>= ${TARGET_RATIO}`,
      mark(ratio >= TARGET_RATIO),
    ],
    [
      '(c) two worker processes',
      `${fmt(pair.sent, 0)} of ${fmt(VAULTS, 0)} sent in ${fmt(pair.seconds)} s (${fmt(pair.rate)} sends/s)` +
        (pair.finished ? '' : ', time cap'),
      'all',
      mark(pair.finished),
    ],
    ['    duplicates: vaults with >1 Message-ID', pair.duplicates, '0', mark(pair.duplicates === 0)],
    ['    repeated receptions of one Message-ID', pair.repeats, '0', mark(pair.repeats === 0)],
    [
      '    misses: vaults with no email',
      pair.finished ? pair.misses : `not measured: run stopped with ${fmt(unsent, 0)} unsent`,
      '0',
      pair.finished ? mark(pair.misses === 0) : 'n/a',
    ],
    ['    emails to anyone else', pair.strangers, '0', mark(pair.strangers === 0)],
  ]);
  // What each side costs the machine per email: the sending process, the SMTP sink's process and
  // PostgreSQL, whatever of it overlaps.
  const perEmail = (r, count) => {
    const ms = (name) => ((r.cpuSeconds[name] ?? 0) * 1000) / count;
    const total = (Object.values(r.cpuSeconds).reduce((a, b) => a + b, 0) * 1000) / count;
    return `${fmt(total, 2)} ms (sender ${fmt(ms('this process'), 2)}, SMTP sink ${fmt(ms('node'), 2)}, PostgreSQL ${fmt(ms('postgres'), 2)})`;
  };
  console.log(`\nCPU time per email, all programs (${cpus().length} CPUs share it), median runs:`);
  printSummary([
    ['side', 'CPU per email', '', ''],
    ['(a) one worker', perEmail(worker, worker.sent), '', ''],
    ['(b) pooled nodemailer', perEmail(baseline, baseline.sent), '', ''],
  ]);
}

await runBench(main, cleanups);
