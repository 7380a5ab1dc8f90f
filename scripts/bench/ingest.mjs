// `npm run bench:ingest`: how fast the product turns replies waiting in a real Dovecot mailbox into
// stories (PollMailbox over the imapflow reader, mailparser, PostgreSQL, the media folder), against
// two baselines measured in the same run on the same server: a bare imapflow range fetch +
// mailparser simpleParser of the same messages, and the same plus one INSERT of each raw message
// in its own transaction (the least durable work a correct product must do). Three runs, each
// with replies of its own, the three sides taking turns in each; the median run's ratio is the
// figure. Prints a summary table and where the product's time goes; exits non-zero only when
// something crashed (or Dovecot is missing), never for a missed target.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_REPLIES (replies a
// run, 2000), BENCH_ROUNDS (runs, 3), BENCH_PHOTO_EVERY (every Nth reply carries a 24 KB photo,
// 10; 0 = none), BENCH_CPU_PROF (a folder: the product's side of the first run, which is in this
// process, is profiled there as ingest-product.cpuprofile; bench-kit's startCpuProfile).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addStatements,
  dist,
  fmt,
  freePort,
  log,
  printSummary,
  require,
  root,
  runBench,
  startCpuProfile,
  startPostgres,
  statementCounter,
} from './bench-kit.mjs';
import { startCpuMeter } from './cpu-meter.mjs';
import { printReport } from './ingest-report.mjs';
import {
  appendAll,
  buildReplies,
  createOpenQuestions,
  imapClient,
  INBOUND_ADDRESS,
  readAll,
} from './inbound-fixtures.mjs';
import { DOVECOT, startDovecot } from '../../libs/testing/src/dovecot-server.cjs';

const REPLIES = Number(process.env.BENCH_REPLIES ?? 2_000);
const PHOTO_EVERY = Number(process.env.BENCH_PHOTO_EVERY ?? 10);
const PHOTO_BYTES = 24 * 1024;
/** Replies each side reads, unmeasured, before its measured run. */
const WARM_UP_REPLIES = Number(process.env.BENCH_WARM_UP_REPLIES ?? 300);
/** Runs, each with replies of its own; the three sides take turns in each; the median run is the figure. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The product's own mailparser options (adapters/mailparser), so both sides parse alike. */
const PARSE_OPTIONS = {
  skipHtmlToText: true,
  skipImageLinks: true,
  skipTextToHtml: true,
  maxHtmlLengthToParse: 10_000_000,
};

const cleanups = [];

/** Wraps `object[method]` to add its time (and calls) to `bucket` of `spent`. */
function timed(spent, object, method, bucket) {
  const original = object[method].bind(object);
  spent[bucket] ??= { ms: 0, calls: 0 };
  object[method] = async (...args) => {
    const start = performance.now();
    try {
      return await original(...args);
    } finally {
      spent[bucket].ms += performance.now() - start;
      spent[bucket].calls++;
    }
  };
}

/** A statement's kind for the per-reply tally: its verb and table, literals dropped. */
function statementKind(sql) {
  const text = String(typeof sql === 'object' ? sql.text : sql)
    .replace(/\s+/g, ' ')
    .trim();
  const verb = text.split(' ')[0].toUpperCase();
  const table = /\b(?:FROM|INTO|UPDATE)\s+"?(\w+)"?/i.exec(text)?.[1] ?? '';
  return `${verb} ${table}`.trim();
}

/** (a) The product in-process: PollMailbox.execute(reader) until every reply is a story. */
async function measureProduct(databaseUrl, imap, count, mailbox = 'INBOX', profileAs = null) {
  require('reflect-metadata');
  const { loadConfig } = require(join(dist, 'config', 'app-config.js'));
  const { createAppContext } = require(join(dist, 'app', 'create-app.js'));
  const { MailboxReaderFactory, PollMailbox } = require(join(dist, 'modules', 'inbound', 'inbound.public.js'));
  const { MessageParser } = require(join(dist, 'modules', 'inbound', 'application', 'ports', 'message-parser.js'));
  const { ObjectStore } = require(join(dist, 'shared', 'storage', 'object-store.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'sv-bench-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-42',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    IMAP_URL: imap.url,
    IMAP_MAILBOX: mailbox,
    INBOUND_ADDRESS,
    PORT: '0',
  });
  const app = await createAppContext({ config, databaseUrl, worker: false, seedOnStart: false });
  const PgClient = require('pg').Client;
  const query = PgClient.prototype.query;
  try {
    const spent = {};
    timed(spent, app.get(MessageParser), 'parse', 'parse');
    timed(spent, app.get(ObjectStore), 'put', 'media');
    // Every statement goes through pg's Client#query: count and time them by kind. Chunks overlap
    // (one is written while the next is read), so these times overlap too.
    const statements = new Map();
    spent.sql = { ms: 0, calls: 0 };
    // Commits: explicit COMMITs plus writes outside a transaction (each its own commit).
    spent.commits = { ms: 0, calls: 0 };
    const inTransaction = new WeakSet();
    PgClient.prototype.query = function (...args) {
      const kind = statementKind(args[0]);
      if (kind === 'START' || kind === 'BEGIN') inTransaction.add(this);
      else if (kind === 'COMMIT' || kind === 'ROLLBACK') inTransaction.delete(this);
      if (kind === 'COMMIT' || (/^(INSERT|UPDATE|DELETE)/.test(kind) && !inTransaction.has(this)))
        spent.commits.calls++;
      const tally = statements.get(kind) ?? { ms: 0, calls: 0 };
      statements.set(kind, tally);
      tally.calls++;
      spent.sql.calls++;
      const start = performance.now();
      const result = query.apply(this, args);
      const done = () => {
        const ms = performance.now() - start;
        tally.ms += ms;
        spent.sql.ms += ms;
      };
      if (result && typeof result.then === 'function') result.then(done, done);
      return result;
    };
    const reader = app.get(MailboxReaderFactory).create();
    for (const method of ['open', 'uidsAfter']) timed(spent, reader, method, 'imap');
    const fetch = reader.fetch.bind(reader);
    reader.fetch = (uids) => {
      const iterator = fetch(uids)[Symbol.asyncIterator]();
      timed(spent, iterator, 'next', 'imap');
      return { [Symbol.asyncIterator]: () => iterator };
    };
    const { DataSource } = require('typeorm');
    const db = app.get(DataSource);
    const stories = async () => Number((await db.query('SELECT count(*)::int AS n FROM stories'))[0].n);
    const start = performance.now();
    const busy0 = performance.eventLoopUtilization();
    const profile = profileAs ? await startCpuProfile() : null;
    const cpu = startCpuMeter();
    const summary = {};
    let lastLog = 0;
    try {
      for (let pass = 1; pass <= 3 && (await stories()) < count; pass++) {
        const round = await app.get(PollMailbox).execute(reader, (done, total) => {
          if (performance.now() - lastLog > 5_000) {
            log(`  (a) pass ${pass}: ${done} of ${total} read, ${fmt((performance.now() - start) / 1000)} s`);
            lastLog = performance.now();
          }
        });
        for (const [outcome, n] of Object.entries(round)) summary[outcome] = (summary[outcome] ?? 0) + n;
      }
    } finally {
      await reader.close();
    }
    const ms = performance.now() - start;
    const busy = performance.eventLoopUtilization(busy0).utilization;
    const cpuSeconds = cpu.stop();
    await profile?.stop(profileAs);
    PgClient.prototype.query = query;
    const made = await stories();
    const photos = Number((await db.query('SELECT count(*)::int AS n FROM story_attachments'))[0].n);
    return {
      made,
      photos,
      summary,
      seconds: ms / 1000,
      rate: (made * 1000) / ms,
      ms,
      spent,
      statements,
      busy,
      cpuSeconds,
    };
  } finally {
    PgClient.prototype.query = query;
    await app.close();
  }
}

/**
 * (b) The baseline: a fresh imapflow connection fetching the whole range streamed, simpleParser
 * on each. (c) With `databaseUrl`: and each raw message INSERTed, one transaction each, before
 * the next is parsed.
 */
async function measureBaseline(imap, count, mailbox = 'INBOX', databaseUrl = null) {
  const { simpleParser } = require('mailparser');
  let db = null;
  if (databaseUrl) {
    const { Client } = require('pg');
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`CREATE TABLE IF NOT EXISTS bench_raw_messages (
      id bigserial PRIMARY KEY, uid bigint NOT NULL, message_id text, raw bytea NOT NULL)`);
    await db.query('TRUNCATE bench_raw_messages');
  }
  const start = performance.now();
  const busy0 = performance.eventLoopUtilization();
  const cpu = startCpuMeter();
  const client = imapClient(imap);
  await client.connect();
  let parsed = 0;
  let bytes = 0;
  try {
    await client.mailboxOpen(mailbox);
    for await (const message of client.fetch('1:*', { uid: true, source: true }, { uid: true })) {
      const mail = await simpleParser(message.source, PARSE_OPTIONS);
      if (db)
        await db.query('INSERT INTO bench_raw_messages (uid, message_id, raw) VALUES ($1, $2, $3)', [
          message.uid,
          mail.messageId ?? null,
          message.source,
        ]);
      if (mail.messageId) parsed++;
      bytes += message.source.length;
    }
  } finally {
    await client.logout();
    await db?.end();
  }
  const ms = performance.now() - start;
  const busy = performance.eventLoopUtilization(busy0).utilization;
  const cpuSeconds = cpu.stop();
  if (parsed !== count) log(`  (b) parsed ${parsed} of ${count}`);
  return { parsed, seconds: ms / 1000, rate: (parsed * 1000) / ms, bytes, busy, cpuSeconds };
}

async function main() {
  if (!existsSync(join(dist, 'worker.js'))) {
    log('Building the api (npx tsc -b apps/api cli)...');
    execSync('npx tsc -b apps/api cli', { cwd: root, stdio: 'inherit' });
  }
  const pg = await startPostgres(cleanups, { statementStats: true });
  const imap = await startDovecot({ port: await freePort() });
  cleanups.push(() => imap.stop());

  // Both sides first run once on other replies in another mailbox, unmeasured: the code they
  // load and the JIT's work are then behind them, whichever runs first.
  log(`Warming up both sides on ${fmt(WARM_UP_REPLIES, 0)} other replies...`);
  const warm = await createOpenQuestions(pg.adminUrl, WARM_UP_REPLIES, cleanups);
  await appendAll(
    imap,
    await buildReplies(warm.tokens, { photoEvery: PHOTO_EVERY, photoBytes: PHOTO_BYTES }),
    'Warmup',
  );
  await readAll(imap, 'Warmup');
  await measureProduct(warm.url, imap, WARM_UP_REPLIES, 'Warmup');
  await measureBaseline(imap, WARM_UP_REPLIES, 'Warmup');
  await measureBaseline(imap, WARM_UP_REPLIES, 'Warmup', warm.url);

  const load = loadavg()[0]; // the machine may be shared: numbers swing with it
  const rounds = [];
  let statements = { calls: 0, statements: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    // Each run has replies of its own (the product turns them into stories, once): fresh vaults
    // with an open question, their replies in a mailbox of the run's own.
    const mailbox = `Run${round}`;
    log(`Run ${round} of ${ROUNDS}: ${fmt(REPLIES, 0)} vaults with an open question, their replies in ${mailbox}...`);
    const { url, tokens } = await createOpenQuestions(pg.adminUrl, REPLIES, cleanups);
    const raws = await buildReplies(tokens, { photoEvery: PHOTO_EVERY, photoBytes: PHOTO_BYTES });
    await appendAll(imap, raws, mailbox);
    await readAll(imap, mailbox);
    // PostgreSQL's own count of the product's statements, from right before it to right after.
    const counter = await statementCounter(pg.adminUrl, url);
    const sides = {
      product: async () => {
        await counter?.reset();
        const product = await measureProduct(url, imap, REPLIES, mailbox, round === 1 ? 'ingest-product' : null);
        const counted = counter ? await counter.read() : null;
        statements = counted && statements && addStatements(statements, counted);
        return product;
      },
      baseline: () => measureBaseline(imap, REPLIES, mailbox),
      durable: () => measureBaseline(imap, REPLIES, mailbox, url),
    };
    // The three take turns, each run starting with the next one, so a slow moment of the machine
    // does not always fall on the same side.
    const order = Object.keys(sides);
    const run = { raws };
    for (let k = 0; k < order.length; k++) {
      const side = order[(k + round - 1) % order.length];
      log(`  (${{ product: 'a', baseline: 'b', durable: 'c' }[side]}) ${side}...`);
      run[side] = await sides[side]();
    }
    run.ratio = run.product.rate / run.durable.rate;
    run.bareRatio = run.product.rate / run.baseline.rate;
    log(
      `  run ${round}: ${fmt(run.product.rate, 0)} / ${fmt(run.durable.rate, 0)} replies/s = ${fmt(run.ratio, 3)} ` +
        `(bare baseline ${fmt(run.baseline.rate, 0)}/s: ${fmt(run.bareRatio, 3)})`,
    );
    rounds.push(run);
  }
  printReport({ rounds, statements, load, pg, replies: REPLIES, photoEvery: PHOTO_EVERY, photoBytes: PHOTO_BYTES });
}

if (!existsSync(DOVECOT)) {
  console.error(
    `Dovecot is not installed (${DOVECOT}): the benchmark reads from a real IMAP server.\n` +
      'Install it with: sudo apt-get install dovecot-imapd (its own service is not needed; the benchmark starts one).',
  );
  process.exit(1);
}
await runBench(main, cleanups);
