import { issueResponseToken } from '@storyvault/api/modules/delivery/domain/response-token';
import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { buildEmail } from '@storyvault/testing';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

const ROOT = join(__dirname, '..', '..');
const WORKER = join(ROOT, 'apps', 'api', 'dist', 'worker.js');
const CLI = join(ROOT, 'cli', 'bin', 'storyvault.js');
const INBOUND = 'stories@inbound.example.com';
/** The CLI's lease runs out soon after it is killed; the worker's gives reading a large email time. */
const CLI_LEASE_SECONDS = 2;
const WORKER_LEASE_SECONDS = 20;

interface InboundRow {
  id: string;
  state: string;
  outcome: string | null;
  reason?: string | null;
  story_id: string | null;
}

/**
 * `storyvault ingest` killed after it stored a reply and before it made the story: the next
 * pass of a worker (one with no mailbox to poll) finishes it, without anyone ingesting again.
 */
describe('an ingest killed mid-way', () => {
  let db: TestDatabase;
  let pg: Client;
  let dataDir: string;
  let token: string;
  const children: ChildProcess[] = [];
  let workerOutput = '';

  beforeAll(async () => {
    for (const built of [WORKER, CLI])
      if (!existsSync(built)) throw new Error(`${built} is missing: build first (npx tsc -b apps/api cli).`);
    db = await createTestDatabase();
    pg = new Client({ connectionString: db.url });
    await pg.connect();
    dataDir = mkdtempSync(join(tmpdir(), 'sv-ingest-recovery-'));
    const issued = issueResponseToken();
    token = issued.token;
    await pg.query(`INSERT INTO users (name, email, password_hash) VALUES ('Ann Smith', 'ann@example.com', 'x')`);
    await pg.query(`INSERT INTO questions (key, text, category, is_prewritten)
      VALUES ('ingest-recovery', 'What was the first job you ever had?', 'career_and_work', true)`);
    await pg.query(`INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks,
        send_intro_email, is_setup_complete, setup_completed_at, next_send_at, last_sent_at)
      SELECT id, 'Rose Smith', 'rose@example.com', 'email', 1, false, true, now() - interval '8 days',
        now() + interval '7 days', now() - interval '1 hour' FROM users`);
    await pg.query(`INSERT INTO vault_questions (vault_id, question_id, sort_order, is_custom, state, sent_at)
      SELECT v.id, q.id, 1, false, 'sent', now() - interval '1 hour' FROM vaults v CROSS JOIN questions q`);
    await pg.query(
      `INSERT INTO deliveries (vault_id, kind, dedupe_key, recipient, vault_question_id, question_id, question_text,
         token_hash, message_id, state, attempts, sent_at)
       SELECT v.id, 'question', 'question:' || vq.id, 'rose@example.com', vq.id, q.id, q.text, $1,
         '<question@ingest-recovery.example.test>', 'sent', 1, now() - interval '1 hour'
       FROM vaults v JOIN vault_questions vq ON vq.vault_id = v.id JOIN questions q ON q.id = vq.question_id`,
      [issued.tokenHash],
    );
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await pg?.end();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const env = (leaseSeconds: number) => ({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    INBOUND_ADDRESS: INBOUND,
    INBOUND_LEASE_SECONDS: String(leaseSeconds),
    DELIVERY_INTERVAL_SECONDS: '3600',
    SESSION_SECRET: 'ingest-recovery-session-secret-long-enough-42',
    LOG_LEVEL: 'warn',
    IMAP_URL: '',
    SMTP_URL: '',
  });

  const row = async (messageId: string): Promise<InboundRow | undefined> =>
    (
      await pg.query<InboundRow>(`SELECT id, state, outcome, story_id FROM inbound_messages WHERE message_id = $1`, [
        messageId,
      ])
    ).rows[0];

  /**
   * Runs `storyvault ingest` on a reply with a large photo (reading it takes a while) and
   * SIGKILLs it the moment its message is stored and taken. Returns the message's id, or null
   * when the CLI had finished before the kill landed.
   */
  async function killedIngest(attempt: number): Promise<string | null> {
    const messageId = `<reply-${attempt}@mail.example.com>`;
    const file = join(dataDir, `reply-${attempt}.eml`);
    writeFileSync(
      file,
      await buildEmail({
        from: 'Rose Smith <rose@example.com>',
        to: `stories+${token}@inbound.example.com`,
        subject: 'Re: What was the first job you ever had?',
        messageId,
        text: `I sold newspapers on the corner of Elm Street (try ${attempt}).`,
        attachments: [{ filename: 'corner.jpg', contentType: 'image/jpeg', content: randomBytes(10 * 1024 * 1024) }],
      }),
    );
    const cli = spawn(process.execPath, [CLI, 'ingest', file], {
      env: env(CLI_LEASE_SECONDS),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(cli);
    let stderr = '';
    cli.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => cli.once('exit', () => resolve()));
    let stored: InboundRow | undefined;
    while (!stored && cli.exitCode === null) stored = await row(messageId);
    if (stored && cli.exitCode === null) cli.kill('SIGKILL');
    await exited;
    const after = await row(messageId);
    if (!after) throw new Error(`The CLI stored nothing:\n${stderr}`);
    return after.state === 'processing' ? after.id : null;
  }

  it('is finished by the next worker pass: the reply becomes its story, once', async () => {
    let inboundId: string | null = null;
    for (let attempt = 1; attempt <= 5 && !inboundId; attempt++) {
      inboundId = await killedIngest(attempt);
      if (!inboundId) await pg.query(`DELETE FROM stories; DELETE FROM inbound_messages`);
    }
    expect(inboundId).not.toBeNull();
    expect((await pg.query(`SELECT 1 FROM stories WHERE inbound_message_id = $1`, [inboundId])).rowCount).toBe(0);

    const worker = spawn(process.execPath, [WORKER], {
      env: env(WORKER_LEASE_SECONDS),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(worker);
    const keep = (chunk: Buffer) => (workerOutput = (workerOutput + chunk.toString()).slice(-5000));
    worker.stdout!.on('data', keep);
    worker.stderr!.on('data', keep);
    const deadline = Date.now() + 60_000;
    let finished: InboundRow | undefined;
    for (;;) {
      finished = (
        await pg.query<InboundRow>(`SELECT id, state, outcome, reason, story_id FROM inbound_messages WHERE id = $1`, [
          inboundId,
        ])
      ).rows[0];
      if (finished.state === 'processed') break;
      if (worker.exitCode !== null || Date.now() > deadline)
        throw new Error(`The worker did not finish the interrupted ingest (state ${finished.state}):\n${workerOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(finished).toMatchObject({ state: 'processed', outcome: 'story', reason: null });
    const stories = await pg.query<{ id: string; full_text: string }>(
      `SELECT id, full_text FROM stories WHERE inbound_message_id = $1`,
      [inboundId],
    );
    expect(stories.rows).toHaveLength(1);
    expect(stories.rows[0].id).toBe(finished!.story_id);
    expect(stories.rows[0].full_text).toMatch(/^I sold newspapers on the corner of Elm Street/);
  });
});
