import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { SMTPServer, SMTPServerSession } from 'smtp-server';

const WORKER = join(__dirname, '..', '..', 'apps', 'api', 'dist', 'worker.js');
const VAULTS = 300;
/** The crash: the worker sending the sink's KILL_AT-th message dies before it hears "250 OK". */
const KILL_AT = 80;

interface Received {
  to: string;
  messageId: string;
}

interface Worker {
  child: ChildProcess;
  output: string;
  killedByTest: boolean;
  /** Messages the sink has received from this worker (known on Linux, by its connections). */
  received: number;
}

interface Crash {
  pid: number;
  /** The killed worker was the one sending message KILL_AT, before it heard "250 OK". */
  midSend: boolean;
  /** Messages the sink had received from it before that one. */
  sentBefore: number;
  /** Distinct seniors the sink had heard of when it was killed. */
  seniorsReached: number;
}

/** 300 due vaults, each with its own owner and senior and two queued questions: only the first may go out. */
async function insertDueVaults(pg: Client, count: number): Promise<void> {
  await pg.query(`INSERT INTO questions (key, text, category, is_prewritten) VALUES
    ('chaos-first', 'What was the first job you ever had?', 'career_and_work', true),
    ('chaos-second', 'Which street did you grow up on?', 'childhood_and_school', true)`);
  await pg.query(
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Owner ' || n, 'owner-' || n || '@example.com', 'x' FROM generate_series(1, $1) n`,
    [count],
  );
  await pg.query(
    `INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks, send_intro_email,
       is_setup_complete, setup_completed_at, next_send_at)
     SELECT u.id, 'Senior ' || n, 'senior-' || n || '@example.com', 'email', 1, false, true,
       now() - interval '4 days', now() - interval '1 minute'
     FROM generate_series(1, $1) n JOIN users u ON u.email = 'owner-' || n || '@example.com'`,
    [count],
  );
  await pg.query(`INSERT INTO vault_questions (vault_id, question_id, sort_order, is_custom)
    SELECT v.id, q.id, CASE q.key WHEN 'chaos-first' THEN 1 ELSE 2 END, false
    FROM vaults v CROSS JOIN questions q WHERE q.key IN ('chaos-first', 'chaos-second')`);
}

/** An SMTP sink recording each recipient and Message-ID; `beforeAccept` runs when a whole message is in, before "250 OK". */
async function startSink(beforeAccept: (count: number, session: SMTPServerSession) => void) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address.toLowerCase(), messageId });
        beforeAccept(received.length, session);
        callback();
      });
    },
  });
  // A SIGKILLed worker resets its pooled connections; that is the point of the test, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The worker holding the client end of the sink connection from `clientPort` (Linux /proc; undefined elsewhere). */
function workerOnConnection(clientPort: number, sinkPort: number, workers: Worker[]): Worker | undefined {
  try {
    const hex = (p: number) => `:${p.toString(16).toUpperCase().padStart(4, '0')}`;
    const inode = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find((f) => f[1]?.endsWith(hex(clientPort)) && f[2]?.endsWith(hex(sinkPort)))?.[9];
    const holds = (pid: number) =>
      readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
        } catch {
          return false;
        }
      });
    return inode ? workers.find((w) => w.child.exitCode === null && holds(w.child.pid!)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two workers deliver 300 due questions; one is SIGKILLed in the middle of sending and replaced.
 * "May resend, never lose": every senior gets exactly one question email (the same Message-ID
 * may arrive twice from the crash window), and the database shows every question sent once.
 */
describe('delivery under a worker crash', () => {
  let db: TestDatabase;
  let pg: Client;
  let sink: Awaited<ReturnType<typeof startSink>>;
  /** The seniors' mail; owners also get a note when their first question goes out. */
  const toSeniors = () => sink.received.filter((m) => m.to.startsWith('senior-'));
  let dataDir: string;
  const workers: Worker[] = [];
  let crash: Crash | undefined;

  function startWorker(): Worker {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        PUBLIC_URL: 'http://chaos.example.test',
        DELIVERY_INTERVAL_SECONDS: '1',
        DELIVERY_BATCH_SIZE: '10',
        DELIVERY_LEASE_SECONDS: '5',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SESSION_SECRET: 'chaos-test-session-secret-long-enough-0123',
        DATA_DIR: dataDir,
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker: Worker = { child, output: '', killedByTest: false, received: 0 };
    const keep = (chunk: Buffer) => (worker.output = (worker.output + chunk.toString()).slice(-3000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    workers.push(worker);
    return worker;
  }

  /** Stops the workers still running; one that ignores `signal` for 10 s is killed. */
  function stopWorkers(signal: NodeJS.Signals): Promise<unknown> {
    const running = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    return Promise.all(
      running.map(
        (w) =>
          new Promise((resolve) => {
            const force = setTimeout(() => w.child.kill('SIGKILL'), 10_000);
            w.child.once('exit', () => resolve(clearTimeout(force)));
            w.child.kill(signal);
          }),
      ),
    );
  }

  function diagnostics(): string {
    return workers.map((w) => `worker ${w.child.pid} (exit ${w.child.exitCode}):\n${w.output}`).join('\n');
  }

  async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      const died = workers.find((w) => !w.killedByTest && w.child.exitCode !== null);
      if (died || Date.now() > deadline) throw new Error(`Gave up waiting for ${what}.\n${diagnostics()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build first (npx tsc -b apps/api cli).`);
    dataDir = mkdtempSync(join(tmpdir(), 'sv-chaos-'));
    db = await createTestDatabase();
    pg = new Client({ connectionString: db.url });
    await pg.connect();
    await insertDueVaults(pg, VAULTS);
    // Which worker holds each SMTP session's connection, looked up at its first message.
    const senders = new Map<string, Worker | undefined>();
    sink = await startSink((count, session) => {
      if (!senders.has(session.id)) senders.set(session.id, workerOnConnection(session.remotePort, sink.port, workers));
      const sender = senders.get(session.id);
      if (sender) sender.received++;
      if (count !== KILL_AT) return;
      const victim = sender ?? workers[0];
      victim.killedByTest = true;
      victim.child.kill('SIGKILL');
      crash = {
        pid: victim.child.pid!,
        midSend: sender !== undefined,
        sentBefore: victim.received - (sender ? 1 : 0),
        seniorsReached: new Set(toSeniors().map((m) => m.to)).size,
      };
    });
  }, 60_000);

  afterAll(async () => {
    await stopWorkers('SIGKILL');
    await sink?.close();
    await pg?.end();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every due question exactly once across a SIGKILL and a replacement worker', async () => {
    const started = Date.now();
    startWorker();
    startWorker();
    await until(`message ${KILL_AT} (the crash)`, () => crash !== undefined, 90_000);
    // The crash really came mid-run: the worker killed was sending (message KILL_AT was its own,
    // unanswered), it had delivered others before, and many seniors were still waiting.
    const victim = workers.find((w) => w.child.pid === crash!.pid)!;
    if (victim.child.exitCode === null && victim.child.signalCode === null)
      await new Promise((resolve) => victim.child.once('exit', resolve));
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(crash!.midSend).toBe(true);
    expect(crash!.sentBefore).toBeGreaterThan(0);
    expect(crash!.seniorsReached).toBeLessThan(VAULTS);
    startWorker();

    const recipients = () => new Set(toSeniors().map((m) => m.to));
    await until(
      'every question received and recorded as sent',
      async () => {
        if (recipients().size < VAULTS) return false;
        const { rows } = await pg.query<{ deliveries: number; questions: number }>(
          `SELECT (SELECT count(*)::int FROM deliveries WHERE kind = 'question' AND state = 'sent') AS deliveries,
                  (SELECT count(*)::int FROM vault_questions WHERE state = 'sent') AS questions`,
        );
        return rows[0].deliveries >= VAULTS && rows[0].questions >= VAULTS;
      },
      90_000,
    );
    // Stop the survivors gracefully, so nothing still in flight escapes the assertions.
    await stopWorkers('SIGTERM');

    const idsBySenior = new Map<string, Set<string>>();
    for (const { to, messageId } of toSeniors()) idsBySenior.set(to, (idsBySenior.get(to) ?? new Set()).add(messageId));
    const seniors = Array.from({ length: VAULTS }, (_, i) => `senior-${i + 1}@example.com`);
    expect([...idsBySenior.keys()].sort()).toEqual([...seniors].sort());
    expect(seniors.filter((s) => idsBySenior.get(s)?.size !== 1)).toEqual([]);

    const distinct = new Set(toSeniors().map((m) => m.messageId));
    const { rows: deliveries } = await pg.query<{ kind: string; state: string; message_id: string }>(
      `SELECT kind, state, message_id FROM deliveries WHERE kind <> 'first_question_note'`,
    );
    // Each owner hears of the first question at most once (a note cut off by the crash is not sent again).
    const notesByOwner = new Map<string, Set<string>>();
    for (const { to, messageId } of sink.received.filter((m) => m.to.startsWith('owner-')))
      notesByOwner.set(to, (notesByOwner.get(to) ?? new Set()).add(messageId));
    expect([...notesByOwner].filter(([, ids]) => ids.size !== 1)).toEqual([]);
    expect(deliveries).toHaveLength(VAULTS);
    expect(deliveries.filter((d) => d.kind !== 'question' || d.state !== 'sent')).toEqual([]);
    expect(new Set(deliveries.map((d) => d.message_id))).toEqual(distinct);
    const { rows: queue } = await pg.query<{ key: string; state: string; n: number }>(
      `SELECT q.key, vq.state, count(*)::int AS n FROM vault_questions vq JOIN questions q ON q.id = vq.question_id
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(queue).toEqual([
      { key: 'chaos-first', state: 'sent', n: VAULTS },
      { key: 'chaos-second', state: 'queued', n: VAULTS },
    ]);

    console.log(
      `delivery chaos: worker ${crash!.pid} SIGKILLed while sending message ${KILL_AT}, ` +
        `after ${crash!.sentBefore} of its own; ${VAULTS} vaults delivered in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s; ${sink.received.length} receptions, ` +
        `${sink.received.length - distinct.size} raw duplicate(s) of the same Message-ID`,
    );
  }, 300_000);
});
