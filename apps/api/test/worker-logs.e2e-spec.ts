import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { endProcess, SmtpTestServer, startSmtpTestServer } from '@storyvault/testing';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

const WORKER = join(__dirname, '..', 'dist', 'worker.js');

interface LogLine {
  level: number;
  msg: string;
  context?: string;
  [key: string]: unknown;
}

/**
 * The built worker as it runs in production: what its modules log (a refused send, a round's
 * summary) comes out on stdout as pino JSON lines while it runs, not only at the start.
 */
describe('the worker process logs', () => {
  let db: TestDatabase;
  let smtp: SmtpTestServer;
  let dataDir: string;
  let worker: ChildProcess | undefined;
  let stdout = '';

  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build first (npx tsc -b apps/api cli).`);
    dataDir = mkdtempSync(join(tmpdir(), 'sv-worker-logs-'));
    smtp = await startSmtpTestServer();
    smtp.failNext(1_000);
    db = await createTestDatabase();
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      // A vault set up just now: its introduction is due on the worker's first round.
      await pg.query(`INSERT INTO users (name, email, password_hash) VALUES ('Ann Smith', 'ann@example.com', 'x')`);
      await pg.query(
        `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
           is_setup_complete, setup_completed_at, next_send_at)
         SELECT id, 'Rose Smith', 'rose@example.com', 'email', 1, true, true, now(), now() + interval '3 days'
         FROM users WHERE email = 'ann@example.com'`,
      );
    } finally {
      await pg.end();
    }
  });

  afterAll(async () => {
    await endProcess(worker, 'SIGKILL');
    await smtp?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const lines = (): LogLine[] =>
    stdout
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as LogLine);

  async function until(what: string, found: () => boolean, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!found()) {
      if (worker?.exitCode !== null || Date.now() > deadline)
        throw new Error(`Gave up waiting for ${what}. The worker printed:\n${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('prints a send the SMTP server refused, and the round, as JSON lines', async () => {
    worker = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://stories.example.com',
        SESSION_SECRET: 'worker-logs-session-secret-long-enough-0123',
        DATA_DIR: dataDir,
        DELIVERY_INTERVAL_SECONDS: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));

    const refused = (l: LogLine) => l.context === 'Delivery' && /^Sending intro .* failed/.test(l.msg);
    await until('the refused send in the log', () => lines().some(refused));
    expect(lines().find(refused)).toMatchObject({
      level: 50,
      msg: expect.stringMatching(/^Sending intro \S+ to rose@example\.com failed \(attempt 1\): .*Try again later/),
    });
    const round = (l: LogLine) => l.context === 'DeliveryTick' && l.msg === 'Delivery round';
    await until('the round summary in the log', () => lines().some(round));
    expect(lines().find(round)).toMatchObject({ level: 30, sent: 0, failed: 1 });
    expect(smtp.messages).toEqual([]);

    const exited = new Promise<number | null>((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
