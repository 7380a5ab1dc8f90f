// The inbound benchmark's fixtures (scripts/bench/ingest.mjs): a throwaway database of
// vaults with an open question and a known response token each, the replies to them as a mail
// program writes them, and the APPENDs that put them in a Dovecot mailbox.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { dist, migratedDatabase, require, withClient } from './bench-kit.mjs';

export const INBOUND_ADDRESS = 'stories@inbound.example.com';

/**
 * A throwaway migrated database with `count` vaults, each with one question sent an hour ago and
 * not answered; returns its URL and each vault's response token (vault N's at index N-1).
 */
export async function createOpenQuestions(adminUrl, count, cleanups) {
  const { issueResponseToken } = require(join(dist, 'modules', 'delivery', 'domain', 'response-token.js'));
  const { url } = await migratedDatabase(adminUrl, 'sv_bench', cleanups);
  const tokens = Array.from({ length: count }, () => issueResponseToken());
  await withClient(url, async (c) => {
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
  return { url, tokens: tokens.map((t) => t.token) };
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

/**
 * Reads every message of `mailbox` once, unmeasured: Dovecot builds its index and cache of a new
 * mailbox on the first read, and the first reader would pay for it alone.
 */
export async function readAll(imap, mailbox) {
  const client = imapClient(imap);
  await client.connect();
  try {
    await client.mailboxOpen(mailbox, { readOnly: true });
    for await (const message of client.fetch('1:*', { uid: true, source: true }, { uid: true })) void message;
  } finally {
    await client.logout();
  }
}
