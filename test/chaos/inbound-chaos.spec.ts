import { issueResponseToken } from '@storyvault/api/modules/delivery/domain/response-token';
import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  SmtpTestServer,
  startDovecot,
  startSmtpTestServer,
} from '@storyvault/testing';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

const WORKER = join(__dirname, '..', '..', 'apps', 'api', 'dist', 'worker.js');
const INBOUND = 'stories@inbound.example.com';
const VAULTS = 300;
/**
 * When each worker reading the mailbox is SIGKILLed, at a different point of the work each time:
 * once stories pass 40; once the next worker has stored mail of its own (stored, not yet stories);
 * once the next has made stories of its own. Always mid-run, with replies still waiting.
 */
const KILLS: Array<{ when: string; passed: (now: Kill, last: Kill | undefined) => boolean }> = [
  { when: 'more than 40 stories', passed: (now) => now.stories > 40 },
  { when: 'more mail stored', passed: (now, last) => now.stored > last!.stored },
  { when: 'more stories made', passed: (now, last) => now.stories > last!.stories },
];

interface Worker {
  child: ChildProcess;
  output: string;
  killedByTest: boolean;
}

interface Kill {
  pid: number;
  stories: number;
  /** Inbound messages stored when it was killed. */
  stored: number;
  /** Messages the dead worker had claimed but not finished: still leased to it. */
  leased: number;
}

/** 300 vaults, each with one question sent an hour ago and not yet answered; returns each vault's token, in order. */
async function insertOpenQuestions(pg: Client, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => issueResponseToken());
  await pg.query(`INSERT INTO questions (key, text, category, is_prewritten)
    VALUES ('chaos-inbound', 'What was the first job you ever had?', 'career_and_work', true)`);
  await pg.query(
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Owner ' || n, 'owner-' || n || '@example.com', 'x' FROM generate_series(1, $1) n`,
    [count],
  );
  // next_send_at a week away: the worker's delivery round finds nothing due and sends nothing.
  await pg.query(
    `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
       is_setup_complete, setup_completed_at, next_send_at, last_sent_at)
     SELECT u.id, 'Senior ' || n, 'senior-' || n || '@example.com', 'email', 1, false, true,
       now() - interval '8 days', now() + interval '7 days', now() - interval '1 hour'
     FROM generate_series(1, $1) n JOIN users u ON u.email = 'owner-' || n || '@example.com'`,
    [count],
  );
  await pg.query(`INSERT INTO vault_questions (vault_id, question_id, sort_order, is_custom, state, sent_at)
    SELECT v.id, q.id, 1, false, 'sent', now() - interval '1 hour'
    FROM vaults v CROSS JOIN questions q WHERE q.key = 'chaos-inbound'`);
  await pg.query(
    `WITH open AS (
       SELECT gen_random_uuid() AS id, v.id AS vault_id, v.senior_email, vq.id AS vq_id, q.id AS q_id, q.text, t.hash
       FROM unnest($1::text[]) WITH ORDINALITY AS t(hash, n)
       JOIN vaults v ON v.senior_email = 'senior-' || t.n || '@example.com'
       JOIN vault_questions vq ON vq.vault_id = v.id
       JOIN questions q ON q.id = vq.question_id)
     INSERT INTO deliveries (id, vault_id, kind, dedupe_key, recipient, vault_question_id, question_id, question_text,
       token_hash, message_id, state, attempts, sent_at)
     SELECT id, vault_id, 'question', 'question:' || vq_id, senior_email, vq_id, q_id, text, hash,
       '<delivery-' || id || '@chaos.example.test>', 'sent', 1, now() - interval '1 hour'
     FROM open`,
    [tokens.map((t) => t.tokenHash)],
  );
  return tokens.map((t) => t.token);
}

/** Senior N's reply to the plus-address of vault N's token: "Story number N". */
function replies(tokens: string[]): Promise<Buffer[]> {
  return Promise.all(
    tokens.map((token, i) =>
      buildEmail({
        from: `Senior ${i + 1} <senior-${i + 1}@example.com>`,
        to: `stories+${token}@inbound.example.com`,
        subject: 'Re: What was the first job you ever had?',
        messageId: `<chaos-reply-${i + 1}@mail.example.com>`,
        text: `Story number ${i + 1}`,
      }),
    ),
  );
}

/**
 * 300 replies wait in a real Dovecot mailbox; the worker reading them is SIGKILLed three
 * times mid-run and restarted. "Stored first, processed after": every reply becomes exactly
 * one story of the right vault, and every question is answered once.
 */
describe('inbound mail under worker crashes', () => {
  let db: TestDatabase;
  let pg: Client;
  let smtp: SmtpTestServer;
  let imap: DovecotServer;
  let dataDir: string;
  const workers: Worker[] = [];
  const kills: Kill[] = [];

  function startWorker(): Worker {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        IMAP_URL: imap.url,
        INBOUND_ADDRESS: INBOUND,
        IMAP_POLL_SECONDS: '1',
        INBOUND_LEASE_SECONDS: '2',
        DELIVERY_INTERVAL_SECONDS: '3600',
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SESSION_SECRET: 'chaos-inbound-session-secret-long-enough-42',
        DATA_DIR: dataDir,
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker: Worker = { child, output: '', killedByTest: false };
    const keep = (chunk: Buffer) => (worker.output = (worker.output + chunk.toString()).slice(-3000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    workers.push(worker);
    return worker;
  }

  const exited = (w: Worker) => w.child.exitCode !== null || w.child.signalCode !== null;

  function stop(w: Worker, signal: NodeJS.Signals): Promise<void> {
    if (exited(w)) return Promise.resolve();
    return new Promise((resolve) => (w.child.once('exit', () => resolve()), w.child.kill(signal)));
  }

  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    (await pg.query<{ n: number }>(sql, params)).rows[0].n;
  const storyCount = () => count('SELECT count(*)::int AS n FROM stories');
  const storedCount = () => count('SELECT count(*)::int AS n FROM inbound_messages');

  async function diagnostics(): Promise<string> {
    const { rows } = await pg.query<{ state: string; outcome: string | null; n: number }>(
      'SELECT state, outcome, count(*)::int AS n FROM inbound_messages GROUP BY 1, 2 ORDER BY 1, 2',
    );
    const inbound = rows.map((r) => `${r.n} ${r.state}${r.outcome ? ` (${r.outcome})` : ''}`).join(', ');
    const logs = workers.map(
      (w) => `worker ${w.child.pid} (exit ${w.child.exitCode ?? w.child.signalCode}):\n${w.output}`,
    );
    return [`${await storyCount()} stories; inbound messages: ${inbound || 'none'}`, ...logs].join('\n');
  }

  async function until(what: string, done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      const died = workers.find((w) => !w.killedByTest && exited(w));
      if (died || Date.now() > deadline) throw new Error(`Gave up waiting for ${what}.\n${await diagnostics()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build first (npx tsc -b apps/api cli).`);
    dataDir = mkdtempSync(join(tmpdir(), 'sv-chaos-inbound-'));
    db = await createTestDatabase();
    pg = new Client({ connectionString: db.url });
    await pg.connect();
    const tokens = await insertOpenQuestions(pg, VAULTS);
    smtp = await startSmtpTestServer();
    imap = await startDovecot();
    await appendToInbox(imap, await replies(tokens));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => stop(w, 'SIGKILL')));
    await imap?.stop();
    await smtp?.close();
    await pg?.end();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns every reply into exactly one story across three SIGKILLs and restarts', async () => {
    const started = Date.now();
    let worker = startWorker();
    const progress = async (): Promise<Kill> => ({
      pid: worker.child.pid!,
      stored: await storedCount(),
      stories: await storyCount(),
      leased: 0,
    });
    for (const { when, passed } of KILLS) {
      const last = kills.at(-1);
      await until(when, async () => passed(await progress(), last), 60_000);
      worker.killedByTest = true;
      await stop(worker, 'SIGKILL');
      // A message the dead worker had claimed stays leased to it for INBOUND_LEASE_SECONDS (2 here);
      // the restarted worker finishes it once the lease has run out.
      const leased = await pg.query(`SELECT id FROM inbound_messages WHERE state = 'processing'`);
      kills.push({
        pid: worker.child.pid!,
        stored: await storedCount(),
        stories: await storyCount(),
        leased: leased.rowCount ?? 0,
      });
      worker = startWorker();
    }

    let previous = -1;
    await until(
      'every reply processed and the story count settled',
      async () => {
        const [stories, unfinished] = [
          await storyCount(),
          await count(`SELECT count(*)::int AS n FROM inbound_messages WHERE state <> 'processed'`),
        ];
        const settled = stories >= VAULTS && unfinished === 0 && stories === previous;
        previous = stories;
        return settled;
      },
      60_000,
    );
    // One more whole poll pass (IMAP_POLL_SECONDS=1) must find nothing new, then a graceful stop.
    const settledAt = (await pg.query<{ now: Date }>('SELECT now()')).rows[0].now;
    await until(
      'one more poll pass',
      async () =>
        (await count(`SELECT count(*)::int AS n FROM imap_cursors WHERE last_polled_at > $1`, [settledAt])) > 0,
      60_000,
    );
    await stop(worker, 'SIGTERM');

    const { rows: stories } = await pg.query<{ vault: string; text: string; inbound: string | null }>(
      `SELECT v.senior_email AS vault, s.full_text AS text, s.inbound_message_id AS inbound
       FROM stories s JOIN vaults v ON v.id = s.vault_id`,
    );
    expect(stories).toHaveLength(VAULTS);
    expect(stories.filter((s) => s.inbound === null)).toEqual([]);
    expect(new Set(stories.map((s) => s.inbound)).size).toBe(VAULTS);
    expect(new Set(stories.map((s) => s.vault)).size).toBe(VAULTS);
    // Attributed by the token: vault N holds senior N's words.
    expect(stories.filter((s) => s.vault !== `senior-${s.text.replace('Story number ', '')}@example.com`)).toEqual([]);

    const { rows: inbound } = await pg.query<{ state: string; outcome: string; attribution: string; n: number }>(
      `SELECT state, outcome, attribution, count(*)::int AS n FROM inbound_messages GROUP BY 1, 2, 3`,
    );
    expect(inbound).toEqual([{ state: 'processed', outcome: 'story', attribution: 'token', n: VAULTS }]);

    const { rows: questions } = await pg.query<{ kind: string; answered: boolean; n: number }>(
      `SELECT kind, answered_at IS NOT NULL AS answered, count(*)::int AS n FROM deliveries GROUP BY 1, 2`,
    );
    expect(questions).toEqual([{ kind: 'question', answered: true, n: VAULTS }]);
    // The vault side ran once per story: one activity, a count of one, the question answered.
    expect(
      await count(`SELECT count(*)::int AS n FROM vaults v WHERE stories_count <> 1
        OR (SELECT count(*) FROM activities a WHERE a.vault_id = v.id AND a.type = 'story_received') <> 1
        OR EXISTS (SELECT 1 FROM vault_questions vq WHERE vq.vault_id = v.id AND vq.state <> 'answered')`),
    ).toBe(0);
    expect(await count('SELECT max(last_uid)::int AS n FROM imap_cursors')).toBe(VAULTS);
    expect(smtp.messages).toHaveLength(0);
    // Every kill came mid-run, past its mark and with replies still waiting: a worker killed
    // after it had finished everything would prove nothing about crashes.
    expect(kills).toHaveLength(KILLS.length);
    kills.forEach((kill, i) => {
      expect(KILLS[i].passed(kill, kills[i - 1])).toBe(true);
      expect(kill.stories).toBeLessThan(VAULTS);
    });

    console.log(
      `inbound chaos: ${VAULTS} replies became ${stories.length} stories in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s across ${kills.length} SIGKILLs ` +
        kills
          .map((k) => `(pid ${k.pid} at ${k.stored} stored, ${k.stories} stories, ${k.leased} message(s) left leased)`)
          .join(', '),
    );
  }, 240_000);
});
