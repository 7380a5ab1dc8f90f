import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';

const WORKER = join(__dirname, '..', 'dist', 'worker.js');

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A vault whose first question is due now: the worker's first round writes it to the outbox. */
async function dueQuestion(url: string): Promise<void> {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    await pg.query(`INSERT INTO users (name, email, password_hash) VALUES ('Ann Smith', 'ann@example.com', 'x')`);
    await pg.query(`INSERT INTO questions (key, text, category, is_prewritten)
      VALUES ('secrets-at-rest', 'What was the first job you ever had?', 'career_and_work', true)`);
    await pg.query(
      `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
         is_setup_complete, setup_completed_at, next_send_at)
       SELECT id, 'Rose Smith', 'rose@example.com', 'email', 1, false, true, now() - interval '3 days', now() - interval '1 minute'
       FROM users WHERE email = 'ann@example.com'`,
    );
    await pg.query(`INSERT INTO vault_questions (vault_id, question_id, sort_order, is_custom, state)
      SELECT v.id, q.id, 1, false, 'queued' FROM vaults v CROSS JOIN questions q WHERE q.key = 'secrets-at-rest'`);
  } finally {
    await pg.end();
  }
}

const mode = (path: string) => statSync(path).mode & 0o777;

/**
 * Emails written to the outbox carry answer links, whose tokens are keys to a family's vault:
 * the files are readable by the app's user alone, and the links reach the log only at debug
 * level in development, never in production (whatever LOG_LEVEL says).
 */
describe('secrets at rest: the outbox and the log', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  async function runWorkerUntilEmail(nodeEnv: 'production' | 'development') {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build first (npx tsc -b apps/api cli).`);
    const db: TestDatabase = await createTestDatabase();
    cleanup.push(() => db.drop());
    await dueQuestion(db.url);
    const dataDir = mkdtempSync(join(tmpdir(), 'sv-secrets-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let stdout = '';
    const worker: ChildProcess = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        NODE_ENV: nodeEnv,
        DATABASE_URL: db.url,
        SMTP_URL: '',
        PUBLIC_URL: 'http://stories.example.com',
        SESSION_SECRET: 'secrets-at-rest-session-secret-long-enough-0123',
        DATA_DIR: dataDir,
        DELIVERY_INTERVAL_SECONDS: '1',
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
    cleanup.push(async () => {
      if (worker.exitCode === null) worker.kill('SIGKILL');
      await exited;
    });
    const lines = (): LogLine[] =>
      stdout
        .split('\n')
        .filter((line) => line.trim().startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
    const written = (l: LogLine) => l.msg === 'Email written to the outbox';
    const deadline = Date.now() + 60_000;
    while (!lines().some(written)) {
      if (worker.exitCode !== null || Date.now() > deadline)
        throw new Error(`No email was written to the outbox. The worker printed:\n${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    worker.kill('SIGTERM');
    await exited;
    const outbox = join(dataDir, 'outbox');
    const [file] = readdirSync(outbox);
    const { text } = await simpleParser(readFileSync(join(outbox, file)));
    const token = /respond\/write\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
    expect(token).toBeDefined();
    return { outbox, file: join(outbox, file), token: token!, stdout, lines: lines() };
  }

  it('in production: the .eml is 0600 in a 0700 folder, and no link or token is logged even at debug', async () => {
    const run = await runWorkerUntilEmail('production');
    expect(mode(run.outbox)).toBe(0o700);
    expect(mode(run.file)).toBe(0o600);
    expect(run.lines.find((l) => l.msg === 'Email written to the outbox')).toMatchObject({
      level: 30,
      to: 'rose@example.com',
    });
    expect(run.stdout).not.toContain(run.token);
    expect(run.stdout).not.toMatch(/respond\/(write|record)/);
  });

  it('in development: the links are logged at debug level only', async () => {
    const run = await runWorkerUntilEmail('development');
    const withToken = run.lines.filter((l) => JSON.stringify(l).includes(run.token));
    expect(withToken.length).toBeGreaterThan(0);
    for (const line of withToken) expect(line.level).toBe(20);
    expect(mode(run.file)).toBe(0o600);
  });
});
