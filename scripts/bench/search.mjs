// `npm run bench:search`: finding stories (GET /api/vaults/{id}/stories?q=…&limit=20) in a vault
// of 10,000 stories, 200 searches as families type them (one word, two or three, a name without
// its accents, a year with a word, a word half typed), each one request at a time, through the
// built api server (`node apps/api/dist/main.js`, NODE_ENV=production, signed in as the vault's
// owner) and, in turns with it, the same SQL run bare with pg on the same database (the search
// statement the product runs, built by the same compiled function, which brings the page's
// files and the reader's role too): median and p99 of each, and the ratio bare ÷ product of the
// medians (targets: ratio ≥ 0.7, product p99 ≤ 50 ms); then the SQL statements a search costs
// on each side, as PostgreSQL counted them. Prints a summary table; exits non-zero only when
// something crashed, never for a missed target. Progress goes to stderr.
//
// Knobs: DATABASE_URL (admin connection; else an embedded PostgreSQL), BENCH_SEARCH_STORIES
// (10000), BENCH_SEARCH_QUERIES (200), BENCH_API_NODE_ARGS (Node options for the api, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof-search` to see where a search's time goes).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dist,
  fmt,
  freePort,
  log,
  migratedDatabase,
  printSummary,
  require,
  root,
  runBench,
  sleep,
  startApiServer,
  startPostgres,
  withClient,
} from './bench-kit.mjs';

const STORIES = Number(process.env.BENCH_SEARCH_STORIES ?? 10_000);
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 200);
const WARM_UP = 20;
/** Searches whose SQL statements are counted, after the measured ones. */
const STATEMENT_SEARCHES = 20;
const PAGE = 20;
const TARGET_RATIO = 0.7;
const TARGET_P99_MS = 50;
const PASSWORD = 'Bench!pass-2026';
const EMAIL = 'owner@example.com';
const SESSION_SECRET = 'bench-search-session-secret-that-is-long-enough-42';
const SESSION_COOKIE = 'storyvault.sid';
const cleanups = [];

/** The words stories are made of: everyday words, family words, places and names (some accented). */
const VOCABULARY = (
  'the a and of to in was we my our his her they it that with for on at by from when every morning evening ' +
  'summer winter spring autumn school church farm kitchen garden river lake hotel bakery station market mill ' +
  'factory harbour village city street house bicycle train bus car truck boat letter photograph radio dance ' +
  'wedding birthday christmas easter holiday war peace job work money bread cake soup apples potatoes chickens ' +
  'mother father grandmother grandfather brother sister uncle aunt cousin neighbour teacher doctor priest friend ' +
  'baby children lifeguard lifeguards nurse soldier sailor baker farmer miner tailor carpenter postman ' +
  'walked ran swam danced sang laughed cried worked saved learned taught married moved remember remembered ' +
  'cold warm snow rain sunshine storm flood fire quiet loud happy sad proud afraid brave young old new first last ' +
  'Kovács Müller Zoë José Nagy Szabó Dvořák Olsen Smith Brown Rossi Schäfer Ångström Renée Łukasz ' +
  'Budapest Vienna Szeged Kraków Lisbon Boston Chicago Dublin Naples Ohio Texas Maine ' +
  'dog cat horse cow goat piano violin accordion choir band song story stories evening letterbox newspaper ' +
  'shop store counter suitcase ticket uniform dress shoes coat hat scarf gloves table chair bed window door'
)
  .split(' ')
  .filter(Boolean);
const YEARS = Array.from({ length: 70 }, (_, i) => String(1935 + i));
const QUESTIONS = [
  'What was your first job?',
  'Who taught you to swim?',
  'Tell me about your wedding day.',
  'What do you remember about your grandparents?',
  'Where did you grow up?',
  'What was your favourite holiday?',
  'How did you meet your husband?',
  'What was school like for you?',
];

/** A small seeded generator, so that every run searches the same vault for the same words. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 200 searches as families type them. */
function searches(count) {
  const random = seeded(7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const content = VOCABULARY.filter((w) => w.length > 3);
  const plain = (w) => w.normalize('NFD').replace(/\p{M}/gu, '').replace('Ł', 'L').replace('ł', 'l');
  const kinds = [
    () => pick(content).toLowerCase(),
    () => `${pick(content)} ${pick(content)}`.toLowerCase(),
    () => `${pick(content)} ${pick(content)} ${pick(content)}`.toLowerCase(),
    () => plain(pick(['Kovács', 'Müller', 'Zoë', 'José', 'Szabó', 'Dvořák', 'Schäfer', 'Ångström', 'Renée'])),
    () => `${pick(content)} ${pick(YEARS)}`,
    () => {
      const w = pick(content);
      return w.slice(0, Math.max(3, Math.ceil(w.length * 0.6))).toLowerCase();
    },
    () => `${pick(content)} ${pick(content).slice(0, 4)}`.toLowerCase(),
    () => pick(['grandfather lifeguard', 'hotel 1962', 'kovacs', 'lifeguards', 'lifeg', 'wedding szeged']),
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]());
}

/** The vault's stories, made with SQL from the vocabulary (60 to 200 words each), a few with a title. */
async function fillVault(databaseUrl, vaultId) {
  await withClient(databaseUrl, async (c) => {
    await c.query('SELECT setseed(0.42)');
    await c.query(
      `INSERT INTO stories (vault_id, source, question_text, response_type, full_text, raw_text, title, period, tags,
         created_at)
       SELECT $1, 'link', ($3::text[])[1 + n % array_length($3::text[], 1)], 'written', body.text, body.text,
         CASE WHEN n % 5 = 0 THEN initcap(split_part(body.text, ' ', 2) || ' ' || split_part(body.text, ' ', 3)) END,
         CASE WHEN n % 3 = 0 THEN (1935 + n % 70)::text WHEN n % 7 = 0 THEN (1930 + (n % 8) * 10)::text || 's' END,
         CASE WHEN n % 4 = 0 THEN ARRAY['family', 'work'] WHEN n % 4 = 1 THEN ARRAY['childhood'] ELSE '{}' END,
         now() - n * interval '1 hour'
       FROM generate_series(1, $4::int) n
       CROSS JOIN LATERAL (
         SELECT string_agg(($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int], ' ') AS text
         FROM generate_series(1, 60 + (n * 37) % 141) k
       ) body`,
      [vaultId, VOCABULARY, QUESTIONS, STORIES],
    );
    // As families write them: a few stories say exactly what the examples look for.
    await c.query(
      `UPDATE stories SET full_text = full_text || ' Grandfather was a lifeguard at the lake. Mrs Kovács ran the hotel.',
         period = '1962'
       WHERE id IN (SELECT id FROM stories WHERE vault_id = $1 ORDER BY created_at LIMIT 25)`,
      [vaultId],
    );
    await c.query('ANALYZE stories');
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  log('Building the api (npx tsc -b apps/api cli)...');
  execSync('npx tsc -b apps/api cli', { cwd: root, stdio: 'inherit' });
  if (!existsSync(join(dist, 'main.js'))) throw new Error('apps/api/dist/main.js is missing after the build');
  const { storyFindStatement } = require(
    join(dist, 'modules', 'stories', 'adapters', 'persistence', 'story-find.sql.js'),
  );
  const { parseStorySearch } = require(join(dist, 'modules', 'stories', 'domain', 'story-search.js'));
  const pg = await startPostgres(cleanups);
  const db = await migratedDatabase(pg.adminUrl, 'sv_bench_search', cleanups);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = join(tmpdir(), `sv-bench-search-${randomBytes(5).toString('hex')}`);
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env };
  for (const key of ['LOG_LEVEL', 'SMTP_URL', 'IMAP_URL', 'STRIPE_SECRET_KEY', 'TRUST_PROXY']) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: base,
    SESSION_SECRET,
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
  });
  log('Starting the api (node apps/api/dist/main.js, NODE_ENV=production)...');
  await startApiServer(base, env, cleanups);

  log('Creating the owner with the CLI (storyvault user:create) and a vault through the api...');
  execSync(`node cli/bin/storyvault.js user:create --email ${EMAIL} --name "Ann Smith"`, {
    cwd: root,
    env,
    input: PASSWORD,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie (HTTP ${login.status})`);
  const vaultResponse = await fetch(`${base}/api/vaults`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      seniorName: 'Rose Mary Smith',
      seniorEmail: 'rose@example.com',
      deliveryMethod: 'email',
      frequency: 1,
      sendIntroEmail: false,
      isSetupComplete: true,
    }),
  });
  if (!vaultResponse.ok) throw new Error(`POST /api/vaults: HTTP ${vaultResponse.status}`);
  const vaultId = (await vaultResponse.json()).id;
  // The product's statement reads the owner's role with the stories: the bare one does too.
  const ownerId = await withClient(db.url, async (c) => {
    const { rows } = await c.query('SELECT id FROM users WHERE email = $1', [EMAIL]);
    return rows[0].id;
  });
  log(`Writing ${fmt(STORIES, 0)} stories into the vault (SQL)...`);
  const filled = performance.now();
  await fillVault(db.url, vaultId);
  log(`  in ${fmt((performance.now() - filled) / 1000)} s`);

  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());
  const product = (q) =>
    new Promise((resolve, reject) => {
      const start = performance.now();
      const path = `/api/vaults/${vaultId}/stories?${new URLSearchParams({ q, limit: String(PAGE) })}`;
      const req = httpRequest({ agent, host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`GET ${path}: HTTP ${res.statusCode}`));
          resolve({ ms: performance.now() - start, found: JSON.parse(Buffer.concat(chunks).toString()).length });
        });
      });
      req.on('error', reject);
      req.end();
    });
  const { Client } = require('pg');
  const bareClient = new Client({ connectionString: db.url });
  await bareClient.connect();
  cleanups.push(() => bareClient.end());
  const bare = async (q) => {
    const start = performance.now();
    const words = parseStorySearch(q);
    const { sql, params } = storyFindStatement(vaultId, {
      words,
      order: 'arrival',
      limit: PAGE + 1,
      before: null,
      readerId: ownerId,
    });
    // The statement brings each story's files with it, as the product reads them.
    const rows = (await bareClient.query(sql, params)).rows.slice(0, PAGE);
    const body = JSON.stringify(rows);
    return { ms: performance.now() - start, found: rows.length, bytes: body.length };
  };

  const queries = searches(QUERIES);
  log(`Warming up (${WARM_UP} searches each, unmeasured)...`);
  for (const q of queries.slice(0, WARM_UP)) {
    await product(q);
    await bare(q);
  }
  log(`${QUERIES} searches, one at a time, the product and bare SQL in turns...`);
  const load0 = loadavg()[0];
  const times = { product: [], bare: [] };
  const differ = [];
  let foundTotal = 0;
  for (const [i, q] of queries.entries()) {
    // In turns, each side first half of the time.
    const order = i % 2 ? ['bare', 'product'] : ['product', 'bare'];
    const result = {};
    for (const side of order) result[side] = await (side === 'product' ? product(q) : bare(q));
    times.product.push(result.product.ms);
    times.bare.push(result.bare.ms);
    foundTotal += result.product.found;
    if (result.product.found !== result.bare.found) differ.push(q);
  }
  const load1 = loadavg()[0];
  const examples = [];
  for (const q of ['grandfather lifeguard', 'hotel 1962', 'kovacs', 'lifeguard', 'lifeg'])
    examples.push(`${q}: ${(await product(q)).found}`);

  // The statements a search costs, as PostgreSQL counted them (each autocommitted one is a
  // transaction; a backend publishes its counts within 10 s of going idle; each look adds two).
  const committed = () =>
    withClient(db.url, async (c) => {
      const { rows } = await c.query(
        'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
        [db.name],
      );
      return Number(rows[0].n);
    });
  const counted = queries.slice(0, STATEMENT_SEARCHES);
  const statements = {};
  for (const side of ['product', 'bare']) {
    await sleep(11_000);
    const before = await committed();
    for (const q of counted) await (side === 'product' ? product(q) : bare(q));
    await sleep(11_000);
    statements[side] = ((await committed()) - before - 2) / counted.length;
  }

  const median = (side) => percentile(times[side], 50);
  const p99 = (side) => percentile(times[side], 99);
  const ratio = median('bare') / median('product');
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  console.log(
    `\nSearch benchmark: ${fmt(STORIES, 0)} stories in one vault, ${QUERIES} searches (after ${WARM_UP} unmeasured), ` +
      `a page of ${PAGE} each, one request at a time; api NODE_ENV=production over http, signed in; bare: the same ` +
      `statements with pg on the same database; ${cpus().length} CPUs (load average ${load0.toFixed(1)} before, ` +
      `${load1.toFixed(1)} after), PostgreSQL ${pg.label}\n`,
  );
  printSummary([
    ['measure', 'result', 'target', ''],
    ['product (GET …/stories?q=…): median', `${fmt(median('product'), 2)} ms`, '', ''],
    ['    p99', `${fmt(p99('product'), 2)} ms`, `<= ${TARGET_P99_MS} ms`, mark(p99('product') <= TARGET_P99_MS)],
    ['    max', `${fmt(Math.max(...times.product), 2)} ms`, '', ''],
    ['bare SQL (pg): median', `${fmt(median('bare'), 2)} ms`, '', ''],
    ['    p99', `${fmt(p99('bare'), 2)} ms`, '', ''],
    ['ratio bare / product (medians)', fmt(ratio, 3), `>= ${TARGET_RATIO}`, mark(ratio >= TARGET_RATIO)],
    [
      'stories found, all searches',
      `${fmt(foundTotal, 0)} (${fmt(foundTotal / QUERIES)} a search); product and bare differ on ${differ.length}`,
      '',
      '',
    ],
    ['the examples (stories on the first page)', examples.join('; '), '', ''],
    ['SQL statements a search: product / bare', `${fmt(statements.product, 2)} / ${fmt(statements.bare, 2)}`, '', ''],
  ]);
}

await runBench(main, cleanups);
