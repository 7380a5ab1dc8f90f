import { freePort } from '@storyvault/testing';
import { issueResponseToken } from '@storyvault/api/modules/delivery/domain/response-token';
import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'pg';

const API = join(__dirname, '..', 'dist', 'main.js');
const MB = 1024 * 1024;
const PEAK_RSS_LIMIT_MB = 300;
const BOUNDARY = 'storyvault-upload-memory';

/** The server's resident memory now, from /proc (kB in the file). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Samples a process's RSS until stopped; the highest seen. */
function rssSampler(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/** A WAV header for `dataBytes` of 16-bit mono 48 kHz samples. */
function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(48_000, 24);
  header.writeUInt32LE(96_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

const PREAMBLE = (token: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\n` +
  `Content-Type: audio/wav\r\n\r\n`;
const EPILOGUE = `\r\n--${BOUNDARY}--\r\n`;

/** A multipart voice upload of `fileBytes`, generated 64 kB at a time (never whole in this process either). */
async function* voiceBody(token: string, fileBytes: number): AsyncGenerator<Buffer> {
  yield Buffer.from(PREAMBLE(token));
  const header = wavHeader(fileBytes - 44);
  yield header;
  const chunk = Buffer.alloc(64 * 1024, 0x01);
  for (let left = fileBytes - header.length; left > 0; left -= chunk.length)
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  yield Buffer.from(EPILOGUE);
}

/** A JSON-ish body of `bytes` that never ends being valid: what a flood of any other endpoint looks like. */
async function* jsonBody(bytes: number): AsyncGenerator<Buffer> {
  yield Buffer.from('{"text":"');
  const chunk = Buffer.alloc(64 * 1024, 'a');
  for (let left = bytes; left > 0; left -= chunk.length) yield chunk;
  yield Buffer.from('","token":"x"}');
}

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
}

/**
 * One upload streamed from `body`. Like a browser, it stops sending once the server has
 * answered; a server that never answers early gets the whole body.
 */
function upload(
  port: number,
  path: string,
  contentType: string,
  body: AsyncGenerator<Buffer>,
  contentLength?: number,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const source = Readable.from(body);
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': contentType,
        ...(contentLength !== undefined ? { 'content-length': String(contentLength) } : {}),
      },
    });
    let outcome: Outcome | null = null;
    const done = (result: Outcome) => {
      if (outcome) return;
      outcome = result;
      source.destroy();
      resolve(result);
    };
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        done({ status: res.statusCode, body: text });
        req.destroy();
      });
      res.on('error', () => done({ status: res.statusCode, body: text }));
    });
    req.on('error', (error) => done({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    source.on('error', () => undefined);
    source.pipe(req);
  });
}

/**
 * The api as it runs in production (the built main.js in a process of its own), its memory
 * read from /proc while uploads of 100 MB arrive ten at a time: a bogus token is refused before
 * the body is read, other endpoints cap their bodies, and real recordings stream to disk.
 */
describe('uploads never fill the server’s memory', () => {
  let db: TestDatabase;
  let dataDir: string;
  let api: ChildProcess;
  let port: number;
  let stderr = '';
  const tokens: string[] = [];

  beforeAll(async () => {
    if (!existsSync(API)) throw new Error(`${API} is missing: build first (npx tsc -b apps/api cli).`);
    db = await createTestDatabase();
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      for (let n = 1; n <= 3; n++) {
        const { token, tokenHash } = issueResponseToken();
        tokens.push(token);
        await pg.query(`INSERT INTO users (name, email, password_hash) VALUES ($1, $2, 'x')`, [
          `Owner ${n}`,
          `owner-${n}@example.com`,
        ]);
        await pg.query(
          `WITH v AS (
             INSERT INTO vaults (owner_id, senior_name, senior_email, delivery_method, frequency_weeks,
               send_intro_email, is_setup_complete, setup_completed_at, next_send_at)
             SELECT id, 'Senior', 'senior-' || $1 || '@example.com', 'email', 1, false, true, now(), now() + interval '7 days'
             FROM users WHERE email = 'owner-' || $1 || '@example.com' RETURNING id)
           INSERT INTO deliveries (vault_id, kind, dedupe_key, recipient, question_text, token_hash, message_id, state,
             attempts, sent_at)
           SELECT id, 'question', 'question:memory-' || $1, 'senior@example.com', 'What was your first job?', $2,
             '<memory-' || $1 || '@example.test>', 'sent', 1, now() - interval '1 hour' FROM v`,
          [String(n), tokenHash],
        );
      }
    } finally {
      await pg.end();
    }
    dataDir = mkdtempSync(join(tmpdir(), 'sv-upload-memory-'));
    port = await freePort();
    // Started as `npm run start:api` starts it (package.json), with its young generation kept small.
    api = spawn(process.execPath, ['--max-semi-space-size=8', API], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: 'upload-memory-session-secret-long-enough-0123',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    api.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const healthy = await new Promise<boolean>((resolve) =>
        http
          .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
            res.resume();
            resolve(res.statusCode === 200);
          })
          .on('error', () => resolve(false)),
      );
      if (healthy) break;
      if (api.exitCode !== null || Date.now() > deadline) throw new Error(`The api did not start:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGKILL');
      await exited;
    }
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const size = 100 * MB - 64 * 1024;
  const voiceLength = Buffer.byteLength(PREAMBLE('x'.repeat(32))) + size + Buffer.byteLength(EPILOGUE);

  it(`stays under ${PEAK_RSS_LIMIT_MB} MB during 10 parallel 100 MB voice uploads with a bogus token`, async () => {
    const sampler = rssSampler(api.pid!);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        upload(
          port,
          '/api/respond/voice',
          `multipart/form-data; boundary=${BOUNDARY}`,
          voiceBody('b'.repeat(31) + String.fromCharCode(97 + i), size),
          // Half say how long they are, half stream chunked: neither is read before the token is checked.
          i % 2 === 0 ? voiceLength : undefined,
        ),
      ),
    );
    const peak = sampler.stop();
    console.log(`peak RSS during 10 bogus 100 MB voice uploads: ${peak.toFixed(0)} MB`);
    expect(peak).toBeLessThan(PEAK_RSS_LIMIT_MB);
    for (const outcome of outcomes) {
      // Refused before the body: 404 for the bogus link, or 429 past the uploads in flight. The
      // server cuts off a client still sending 2 s after its answer; on a loaded machine that can
      // come before this client has read the answer, so a reset is a refusal too.
      if (outcome.status === undefined) {
        expect(['ECONNRESET', 'EPIPE']).toContain(outcome.error);
        continue;
      }
      expect(outcome.status === 404 || outcome.status === 429).toBe(true);
      const { code } = JSON.parse(outcome.body!) as { code: string };
      expect(['INVALID_LINK', 'UPLOADS_BUSY']).toContain(code);
    }
    expect(outcomes.filter((o) => o.status === 404).length).toBeGreaterThanOrEqual(1);
  });

  it(`stays under ${PEAK_RSS_LIMIT_MB} MB during 10 parallel 100 MB bodies sent to JSON endpoints`, async () => {
    const sampler = rssSampler(api.pid!);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        upload(
          port,
          ['/api/respond/text', '/api/login', '/api/billing/webhook', '/api/newsletter', '/api/register'][i % 5],
          'application/json',
          jsonBody(100 * MB),
        ),
      ),
    );
    const peak = sampler.stop();
    console.log(`peak RSS during 10 parallel 100 MB JSON bodies: ${peak.toFixed(0)} MB`);
    expect(peak).toBeLessThan(PEAK_RSS_LIMIT_MB);
    for (const outcome of outcomes) expect(outcome.status).toBe(413);
  });

  it(`keeps real 100 MB recordings, three at once, streaming them to disk (under ${PEAK_RSS_LIMIT_MB} MB)`, async () => {
    const sampler = rssSampler(api.pid!);
    const outcomes = await Promise.all(
      tokens.map((token) =>
        upload(port, '/api/respond/voice', `multipart/form-data; boundary=${BOUNDARY}`, voiceBody(token, size)),
      ),
    );
    const peak = sampler.stop();
    console.log(`peak RSS during 3 parallel 100 MB recordings kept: ${peak.toFixed(0)} MB`);
    expect(outcomes.map((o) => o.status)).toEqual([201, 201, 201]);
    expect(peak).toBeLessThan(PEAK_RSS_LIMIT_MB);
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      const { rows } = await pg.query(`SELECT size_bytes FROM story_attachments`);
      expect(rows.map((r: { size_bytes: string | number }) => Number(r.size_bytes))).toEqual([size, size, size]);
    } finally {
      await pg.end();
    }
  });
});
