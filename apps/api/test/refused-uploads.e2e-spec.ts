import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { endProcess, freePort } from '@storyvault/testing';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', 'dist', 'main.js');

const KB = 1024;
const MB = 1024 * KB;
const BOUNDARY = 'storyvault-refused-upload';
const INVALID_LINK = 'Invalid link. Please check your email or SMS for the correct link.';

/** A multipart body: the token field, then a file of `fileBytes` under `field`. */
function multipart(fields: Record<string, string>, field: string, fileBytes: number): Buffer {
  const head = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(
      `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.bin"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.alloc(fileBytes, 7),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * An upload refused before its body is read (a bad link, a member who may not add, a body that is
 * not multipart) is answered with its JSON through Node's own fetch, as a browser streaming a
 * recording gets it: a small body is read and set aside first, so the client has finished sending
 * when the answer comes and the connection is not torn from under it. A large one is still cut
 * short: the server reads a bounded part of it, never the whole.
 */
describe('a refused upload', () => {
  let db: TestDatabase;
  let dataDir: string;
  let api: ChildProcess | undefined;
  let base: string;
  let vaultId: string;
  let output = '';

  /** Signs up through fetch: the session cookie it is given. */
  async function signUp(name: string, email: string): Promise<string> {
    const res = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name, email, password: 'Str0ng!pass' }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  beforeAll(async () => {
    // The built api in a process of its own, as in production: the client's writes and the
    // server's answer race as they do between a browser and the server.
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npx tsc -b apps/api cli).`);
    dataDir = mkdtempSync(join(tmpdir(), 'sv-refused-uploads-'));
    db = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        PORT: String(port),
        PUBLIC_URL: base,
        SESSION_SECRET: 'refused-uploads-session-secret-long-enough-0123',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    api.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${base}/api/health`).catch(() => null))?.ok !== true) {
      if (api.exitCode !== null || Date.now() > deadline) throw new Error(`The api did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const owner = await signUp('Ann Smith', 'ann@example.com');
    const vault = await fetch(`${base}/api/vaults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: owner },
      body: JSON.stringify({
        seniorName: 'Rose Smith',
        seniorEmail: 'rose@example.com',
        seniorPhone: '',
        deliveryMethod: 'email',
        frequency: 1,
        sendIntroEmail: false,
        isSetupComplete: true,
      }),
    });
    expect(vault.status).toBe(201);
    vaultId = ((await vault.json()) as { id: string }).id;
  });

  afterAll(async () => {
    await endProcess(api);
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function post(path: string, body: Buffer, contentType = MULTIPART, headers: Record<string, string> = {}) {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: base, ...headers },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as { code: string; message: string } };
  }

  it('a voice answer with a bad link gets its 404 answer, not a broken connection', async () => {
    // Bodies larger than what the machine's socket buffers take in at once (a few MB between two
    // local processes; far less over a real network), a few at once and a few times over: each
    // must get its answer.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          post('/api/respond/voice', multipart({ token: `no-such-token-${round}-${i}` }, 'audio', 6 * MB)),
        ),
      );
      for (const answer of answers)
        expect(answer).toEqual({
          status: 404,
          body: expect.objectContaining({ code: 'INVALID_LINK', message: INVALID_LINK }),
        });
    }
  });

  it('a voice answer that is not multipart gets its 400 answer', async () => {
    const answer = await post('/api/respond/voice', Buffer.alloc(6 * MB, 1), 'application/octet-stream');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('UPLOAD_UNREADABLE');
  });

  it('a photo question from someone signed in to another family gets its 404 answer', async () => {
    const otherCookie = await signUp('Bob Other', 'bob@example.com');
    const answer = await post(`/api/vaults/${vaultId}/questions/photo`, multipart({}, 'photo', 6 * MB), MULTIPART, {
      cookie: otherCookie,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('VAULT_NOT_FOUND');
  });

  it('a large refused upload is cut short: the server never reads it all', async () => {
    let sent = 0;
    const total = 50 * MB;
    const chunk = Buffer.alloc(64 * KB, 7);
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\nno-such-token\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const outcome = await fetch(`${base}/api/respond/voice`, {
      method: 'POST',
      headers: { 'content-type': MULTIPART },
      body,
      duplex: 'half',
    } as RequestInit).then(
      async (res) => ({ status: res.status, text: await res.text().catch(() => '') }),
      (error: Error & { cause?: { code?: string } }) => ({ status: 0, text: error.cause?.code ?? error.message }),
    );
    // Either the answer came, or the connection was closed under the rest: never the whole body.
    if (outcome.status !== 0) expect(outcome.status).toBe(404);
    expect(sent).toBeLessThan(total / 2);
  });
});
