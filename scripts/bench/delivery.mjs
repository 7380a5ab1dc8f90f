// `npm run bench:delivery`: how fast one worker sends due questions, against a bare pooled
// nodemailer transport measured in the same run, then whether two worker processes deliver
// 10,000 due vaults with no duplicate and no miss. Prints a summary table; exits non-zero only
// when something crashed, never for a missed target.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_VAULTS (emails a
// side in each run, 10000), BENCH_WARM_UP_VAULTS (sent by both sides before the measurement,
// 1000), BENCH_ROUNDS (runs, 3: in each, the worker and the baseline take turns of BENCH_SLICE
// emails (2000) until BENCH_VAULTS each; each run's ratio is printed and their median is the
// figure), BENCH_CONNECTIONS (SMTP connections on both sides, as SMTP_MAX_CONNECTIONS, 5),
// BENCH_TIMEOUT_SECONDS (time cap of the two-worker run, 240; a run stopped there reports its
// duplicates but not its misses), BENCH_PAIR (0 leaves out the one-at-a-time baseline and the
// two-worker run, as `npm run bench:quick` does), BENCH_CPU_PROF (a folder: a CPU profile of each
// turn of each side written there, `<run>-<emails before>-worker|baseline.cpuprofile`; bench-kit's
// startCpuProfile).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addStatements,
  dist,
  fmt,
  log,
  middle,
  migratedDatabase,
  printSummary,
  require,
  root,
  runBench,
  startCpuProfile,
  startPostgres,
  statementCounter,
  statementRows,
  withClient,
  writeResult,
} from './bench-kit.mjs';
import { startCpuMeter } from './cpu-meter.mjs';
import { runTwoWorkers, startSink } from './delivery-pair.mjs';

const VAULTS = Number(process.env.BENCH_VAULTS ?? 10_000);
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 240);
/** Sent (unmeasured) before (a), so that both sides are measured with warm code. */
const WARM_UP_VAULTS = Number(process.env.BENCH_WARM_UP_VAULTS ?? 1_000);
/** SMTP connections (and so emails in flight) on both sides: the product's SMTP_MAX_CONNECTIONS. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 5);
const TARGET_RATIO = 0.8;
/** Turns of (a) and (b), alternating; the median of each side is compared. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Emails a side sends in one turn of a run, before the other side's turn. */
const SLICE = Number(process.env.BENCH_SLICE ?? 2_000);
/** 0: only the runs against pooled nodemailer (bench:quick), no one-at-a-time baseline, no pair. */
const PAIR = process.env.BENCH_PAIR !== '0';
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

/** `run()`, profiled as `name` when BENCH_CPU_PROF asks for it. */
async function profiled(name, run) {
  const profile = await startCpuProfile();
  try {
    return await run();
  } finally {
    await profile?.stop(name);
  }
}

/** The run with the median rate. */
function median(runs) {
  return [...runs].sort((a, b) => a.rate - b.rate)[Math.floor(runs.length / 2)];
}

/**
 * A throwaway database with every migration applied and `count` due vaults, each with two queued
 * questions, as a weekly round finds them: each has had a question before (last_sent_at), so the
 * round sends one email a vault. (A vault's very first question also tells its owner, once in the
 * vault's life; that is not the round the rate describes.)
 */
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
         is_setup_complete, setup_completed_at, next_send_at, last_sent_at)
       SELECT u.id, 'Senior ' || n, 'senior-' || n || '@example.com', 'email', 1, false, true,
         now() - interval '30 days', now() - interval '1 minute', now() - interval '7 days'
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

/** Adds one slice's figures to a run's totals (CPU seconds by program, summed). */
function addUp(total, slice) {
  total.sent += slice.sent;
  total.ms += slice.ms;
  total.smtp += slice.smtp ?? 0;
  total.claim += slice.claim ?? 0;
  total.queries += slice.queries ?? 0;
  for (const [name, seconds] of Object.entries(slice.cpuSeconds))
    total.cpuSeconds[name] = (total.cpuSeconds[name] ?? 0) + seconds;
  return total;
}

const emptyTotal = () => ({ sent: 0, ms: 0, smtp: 0, claim: 0, queries: 0, cpuSeconds: {} });

/** A run's totals as rates and shares. */
function summed(total, bytes) {
  return {
    ...total,
    seconds: total.ms / 1000,
    rate: (total.sent * 1000) / total.ms,
    share: { smtp: total.smtp / total.ms, claim: total.claim / total.ms },
    queriesPerSend: total.queries / total.sent,
    bytes,
  };
}

/**
 * (a) One worker in-process on `databaseUrl`: `slice(n)` runs DispatchDeliveries.execute() as the
 * worker's tick does, until `n` more vaults were claimed (or nothing is due).
 */
async function openWorker(databaseUrl, sink) {
  require('reflect-metadata');
  const { loadConfig } = require(join(dist, 'config', 'app-config.js'));
  const { createAppContext } = require(join(dist, 'app', 'create-app.js'));
  const { DispatchDeliveries } = require(join(dist, 'modules', 'delivery', 'delivery.public.js'));
  const { VaultSchedule } = require(join(dist, 'modules', 'delivery', 'application', 'vault-schedule.service.js'));
  const { Mailer } = require(join(dist, 'shared', 'mail', 'mailer.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'sv-bench-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ ...BENCH_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SMTP_URL: sink.url });
  const app = await createAppContext({ config, databaseUrl, worker: false, seedOnStart: false });
  // Where the time goes: the relay (Mailer.send), the claim with its per-vault look-ups, the rest.
  const spent = { smtp: 0, claim: 0, queries: 0 };
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
  PgClient.prototype.query = function (...args) {
    spent.queries++;
    return query.apply(this, args);
  };
  const close = async () => {
    PgClient.prototype.query = query;
    await app.close();
  };
  cleanups.push(() => (PgClient.prototype.query = query));
  const dispatch = app.get(DispatchDeliveries);
  return {
    close,
    async slice(maxVaults) {
      const before = { ...spent };
      const start = performance.now();
      const cpu = startCpuMeter();
      const round = await dispatch.execute({ maxVaults });
      const ms = performance.now() - start;
      if (round.failed) log(`  (a) ${round.failed} sends failed`);
      return {
        sent: round.sent,
        ms,
        cpuSeconds: cpu.stop(),
        smtp: spent.smtp - before.smtp,
        claim: spent.claim - before.claim,
        queries: spent.queries - before.queries,
      };
    },
  };
}

/**
 * (b) The baseline: a bare pooled nodemailer transport; `slice(n)` sends `n` messages shaped like a
 * real question email, `inFlight` at a time over as many pooled connections as the product uses.
 */
async function openBaseline(sink, inFlight) {
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
  let next = 0;
  const message = (i) => ({
    from: mail.from.text,
    to: `senior-${i}@example.com`,
    replyTo: mail.replyTo?.text,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<baseline-${i}-${Date.now()}@bench.example.test>`,
  });
  await transport.sendMail(message(next++)); // warm-up: the pool's first connection
  return {
    bytes: raw.length,
    close: () => transport.close(),
    async slice(count) {
      const start = performance.now();
      const cpu = startCpuMeter();
      let left = count;
      const lane = async () => {
        while (left > 0) {
          left--;
          await transport.sendMail(message(next++));
        }
      };
      await Promise.all(Array.from({ length: inFlight }, lane));
      return { sent: count, ms: performance.now() - start, cpuSeconds: cpu.stop() };
    },
  };
}

/**
 * One run: the worker and the baseline take turns of SLICE emails until `count` each, so that
 * what else the machine does in those seconds falls on both alike; the run's figures are each
 * side's totals.
 */
async function measureRun(databaseUrl, sink, label, count = VAULTS, adminUrl = null) {
  // PostgreSQL's own count of the worker's statements (the baseline sends none), from its start.
  const counter = adminUrl && (await statementCounter(adminUrl, databaseUrl));
  await counter?.reset();
  const worker = await openWorker(databaseUrl, sink);
  // Opened once the worker's first email reached the sink: it is the baseline's template.
  let baseline = null;
  const totals = { worker: emptyTotal(), baseline: emptyTotal() };
  try {
    for (let done = 0; done < count; done += SLICE) {
      const n = Math.min(SLICE, count - done);
      const turn = `${label.replace(/\W+/g, '-')}-${done}`;
      const mine = await profiled(`${turn}-worker`, () => worker.slice(n));
      addUp(totals.worker, mine);
      baseline ??= await openBaseline(sink, CONNECTIONS);
      const theirs = await profiled(`${turn}-baseline`, () => baseline.slice(n));
      addUp(totals.baseline, theirs);
      // Each turn's own rates, so that a slow turn (a cold start, a busy moment) shows.
      const turnRate = (t) => fmt((t.sent * 1000) / t.ms, 0);
      log(
        `  ${label}: ${fmt(done + n, 0)} of ${fmt(count, 0)} a side (this turn ${turnRate(mine)} / ${turnRate(theirs)} sends/s)`,
      );
    }
  } finally {
    baseline?.close();
    await worker.close();
  }
  const statements = counter ? await counter.read() : null;
  return { worker: summed(totals.worker), baseline: summed(totals.baseline, baseline?.bytes), statements };
}

async function main() {
  log('Building the api (npx tsc -b apps/api cli)...');
  execSync('npx tsc -b apps/api cli', { cwd: root, stdio: 'inherit' });
  if (!existsSync(join(dist, 'worker.js'))) throw new Error('apps/api/dist/worker.js is missing after the build');
  const pg = await startPostgres(cleanups, { statementStats: true });
  const sink = await startSink();
  cleanups.push(() => sink.stop());

  log(`Inserting ${ROUNDS} x ${VAULTS} due vaults (and ${WARM_UP_VAULTS} to warm up on)...`);
  const warmUp = await createDueDatabase(pg.adminUrl, WARM_UP_VAULTS);
  const databases = [];
  for (let round = 0; round < ROUNDS; round++) databases.push(await createDueDatabase(pg.adminUrl, VAULTS));
  // Both sides run on code the JIT has compiled already: the warm-up sends with both first.
  log(`Warming up both sides on ${WARM_UP_VAULTS} vaults...`);
  await measureRun(warmUp, sink, 'warm-up', WARM_UP_VAULTS);
  const workers = [];
  const baselines = [];
  let statements = { calls: 0, statements: [] };
  for (let round = 0; round < ROUNDS; round++) {
    log(`Run ${round + 1} of ${ROUNDS}: (a) one worker and (b) pooled nodemailer, turns of ${fmt(SLICE, 0)}...`);
    const run = await measureRun(databases[round], sink, `run ${round + 1}`, VAULTS, pg.adminUrl);
    workers.push(run.worker);
    baselines.push(run.baseline);
    statements = run.statements && statements && addStatements(statements, run.statements);
  }
  const emailsSent = workers.reduce((sum, w) => sum + w.sent, 0);
  const worker = median(workers);
  const baseline = median(baselines);
  // The figure is the median of the runs' ratios.
  const ratios = workers.map((w, i) => w.rate / baselines[i].rate);
  const ratio = middle(ratios);
  // The sending process runs its JavaScript on one thread: busy all the time, it could send no
  // faster than one email per its CPU an email; against the baseline's rate in the same run.
  const busyRates = workers.map((w) => w.sent / w.cpuSeconds['this process']);
  const busyRatios = busyRates.map((r, i) => r / baselines[i].rate);
  let serial = null;
  let pair = null;
  if (PAIR) {
    log('(b) one at a time...');
    const single = await openBaseline(sink, 1);
    serial = summed(addUp(emptyTotal(), await single.slice(VAULTS)), single.bytes);
    single.close();
    log(`(c) two worker processes on ${VAULTS} fresh due vaults...`);
    const second = await createDueDatabase(pg.adminUrl, VAULTS);
    pair = await runTwoWorkers(second, sink, VAULTS, { env: BENCH_ENV, timeoutSeconds: TIMEOUT_SECONDS, cleanups });
  }

  const runs = (all) => all.map((r) => fmt(r.rate, 0)).join(', ');
  const WARM_UP_NOTE = `after ${fmt(WARM_UP_VAULTS, 0)} to warm up, turns of ${fmt(SLICE, 0)}`;
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const rate = (r) => `${fmt(r.rate)} sends/s (${fmt(r.sent, 0)} in ${fmt(r.seconds)} s)`;
  console.log(
    `\nDelivery benchmark: ${fmt(VAULTS, 0)} due vaults a side in each of ${ROUNDS} runs (${WARM_UP_NOTE}), ` +
      `DELIVERY_BATCH_SIZE=100, SMTP_MAX_CONNECTIONS=${CONNECTIONS}, ${cpus().length} CPUs ` +
      `(load average ${loadavg()[0].toFixed(1)}), ` +
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
    ...(serial ? [['    the same, one at a time', rate(serial), '', '']] : []),
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
    ...(pair ? pairRows(pair) : []),
  ]);
  console.log(`\nSQL statements of (a), all ${ROUNDS} runs, per email sent; the most costly in total time first:`);
  printSummary([['statement', 'text', '', ''], ...statementRows(statements, emailsSent, 'email')]);
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
    [
      '(a) busy all the time',
      `at most ${busyRates.map((r) => fmt(r, 0)).join(', ')} sends/s: ` +
        `${busyRatios.map((r) => fmt(r, 3)).join(', ')} of (b)'s rate in the same run; median ${fmt(middle(busyRatios), 3)}`,
      '',
      '',
    ],
  ]);
  const cpuMs = (r) => (Object.values(r.cpuSeconds).reduce((a, b) => a + b, 0) * 1000) / r.sent;
  writeResult({
    ratio,
    statements: statements ? statements.calls / emailsSent : null,
    cpuMs: cpuMs(worker),
    baselineCpuMs: cpuMs(baseline),
  });
}

/** The summary's rows of the two-worker run. */
function pairRows(pair) {
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const unsent = VAULTS - pair.sent;
  return [
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
  ];
}

await runBench(main, cleanups);
