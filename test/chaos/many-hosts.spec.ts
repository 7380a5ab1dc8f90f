import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import {
  appendToInbox,
  buildEmail,
  DovecotServer,
  endProcess,
  freePort,
  jpegImage,
  linksIn,
  pcmWav,
  S3TestServer,
  SmtpTestServer,
  startDovecot,
  startS3Server,
  startSmtpTestServer,
  until,
} from '@storyvault/testing';
import type { StoryView } from '@storyvault/contracts';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

const DIST = join(__dirname, '..', '..', 'apps', 'api', 'dist');
const INBOUND = 'stories@inbound.example.com';
const PUBLIC_URL = 'http://stories.example.com';
const SENIOR = 'rose@example.com';
const PASSWORD = 'Str0ng!pass';

/** One StoryVault process as it runs on a host of its own: its own DATA_DIR, the rest shared. */
interface Host {
  name: string;
  child: ChildProcess;
  dataDir: string;
  output: string;
  /** http://127.0.0.1:port for an api; none for the worker. */
  base?: string;
}

/**
 * Three hosts in one: two api processes and a worker, each with a DATA_DIR of its own, sharing
 * only PostgreSQL, the S3 bucket (s3rver), the session secret and the mail servers. What one
 * process stores, the others serve, and a session made on one api is good on the other.
 */
describe('StoryVault on several hosts', () => {
  let db: TestDatabase;
  let pg: Client;
  let s3: S3TestServer;
  let smtp: SmtpTestServer;
  let imap: DovecotServer;
  const hosts: Host[] = [];
  let api1: Host;
  let api2: Host;
  let worker: Host;

  const diagnostics = () =>
    hosts.map((h) => `${h.name} (exit ${h.child.exitCode ?? h.child.signalCode}):\n${h.output}`).join('\n');

  function start(name: string, entry: 'main.js' | 'worker.js', port: number): Host {
    const dataDir = mkdtempSync(join(tmpdir(), `sv-${name}-`));
    const child = spawn(process.execPath, [join(DIST, entry)], {
      env: {
        ...process.env,
        ...s3.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL,
        SESSION_SECRET: 'many-hosts-session-secret-long-enough-0123',
        SMTP_URL: smtp.url,
        IMAP_URL: imap.url,
        INBOUND_ADDRESS: INBOUND,
        IMAP_POLL_SECONDS: '1',
        DELIVERY_INTERVAL_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const host: Host = { name, child, dataDir, output: '' };
    if (entry === 'main.js') host.base = `http://127.0.0.1:${port}`;
    const keep = (chunk: Buffer) => (host.output = (host.output + chunk.toString()).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    hosts.push(host);
    return host;
  }

  /** A request to one api, with the session cookie when given; fails on a host that died. */
  async function call(host: Host, path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
    const dead = hosts.find((h) => h.child.exitCode !== null || h.child.signalCode !== null);
    if (dead) throw new Error(`${dead.name} stopped:\n${diagnostics()}`);
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('Cookie', init.cookie);
    return fetch(`${host.base}${path}`, { ...init, headers });
  }

  /** The session cookie an api set, as a browser sends it back. */
  function sessionCookie(res: Response): string {
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    expect(cookies).not.toEqual([]);
    return cookies.join('; ');
  }

  async function json<T>(res: Response, status: number): Promise<T> {
    const text = await res.text();
    expect({ status: res.status, text }).toEqual({ status, text: expect.any(String) });
    return JSON.parse(text) as T;
  }

  const stories = async (host: Host, vaultId: string, cookie: string) =>
    json<StoryView[]>(await call(host, `/api/vaults/${vaultId}/stories`, { cookie }), 200);

  beforeAll(async () => {
    for (const entry of ['main.js', 'worker.js'])
      if (!existsSync(join(DIST, entry)))
        throw new Error(`${entry} is missing: build first (npx tsc -b apps/api cli).`);
    db = await createTestDatabase();
    pg = new Client({ connectionString: db.url });
    await pg.connect();
    s3 = await startS3Server();
    smtp = await startSmtpTestServer();
    imap = await startDovecot();
    api1 = start('api-1', 'main.js', await freePort());
    api2 = start('api-2', 'main.js', await freePort());
    worker = start('worker', 'worker.js', 0);
    for (const api of [api1, api2])
      await until(
        `${api.name} answers /api/health`,
        async () => (await call(api, '/api/health').catch(() => null))?.ok,
        { ms: 60_000, detail: diagnostics },
      );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(hosts.map((h) => endProcess(h.child, 'SIGKILL')));
    await imap?.stop();
    await smtp?.close();
    await s3?.stop();
    await pg?.end();
    await db?.drop();
    for (const host of hosts) rmSync(host.dataDir, { recursive: true, force: true });
  });

  it('serves on each api what another process stored, with one session across the apis', async () => {
    // The owner registers and sets up the vault on api 1.
    const registered = await call(api1, '/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ann Smith', email: 'ann@example.com', password: PASSWORD }),
    });
    expect(registered.status).toBe(200);
    const cookie1 = sessionCookie(registered);
    const vault = await json<{ id: string }>(
      await call(api1, '/api/vaults', {
        method: 'POST',
        cookie: cookie1,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          seniorName: 'Rose Smith',
          seniorEmail: SENIOR,
          seniorPhone: '',
          deliveryMethod: 'email',
          frequency: 1,
          sendIntroEmail: false,
          isSetupComplete: true,
        }),
      }),
      201,
    );

    // The first question is due now: the worker sends it, with the answer links and the reply address.
    await pg.query(`UPDATE vaults SET next_send_at = now() - interval '1 minute' WHERE id = $1`, [vault.id]);
    const question = await smtp.waitFor((m) => !Array.isArray(m.to) && m.to?.text === SENIOR, 60_000);
    const record = linksIn(question.text).find((l) => l.includes('/respond/record?token='))!;
    const token = new URL(record).searchParams.get('token')!;
    const replyTo = question.replyTo!.value[0].address!;

    // A voice answer uploaded through api 1 (the token before the recording, as the page sends it)...
    const recording = pcmWav(2);
    const form = new FormData();
    form.append('token', token);
    form.append('audio', new Blob([new Uint8Array(recording)], { type: 'audio/wav' }), 'recording.wav');
    expect(await json(await call(api1, '/api/respond/voice', { method: 'POST', body: form }), 201)).toEqual({
      ok: true,
    });
    const [voice] = await stories(api2, vault.id, cookie1);
    expect(voice).toMatchObject({ responseType: 'voice', audioUrl: `/api/stories/${voice.id}/audio` });

    // ...plays through api 2 with Range, on the session made by api 1.
    const slice = await call(api2, voice.audioUrl!, { cookie: cookie1, headers: { Range: 'bytes=100-1099' } });
    expect(slice.status).toBe(206);
    expect(slice.headers.get('content-range')).toBe(`bytes 100-1099/${recording.length}`);
    expect(Buffer.from(await slice.arrayBuffer())).toEqual(recording.subarray(100, 1100));
    const whole = await call(api2, voice.audioUrl!, { cookie: cookie1 });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(recording);

    // Signed in on api 2, read on api 1.
    const signedIn = await call(api2, '/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ann@example.com', password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const cookie2 = sessionCookie(signedIn);
    expect(cookie2).not.toBe(cookie1);
    const tail = await call(api1, voice.audioUrl!, { cookie: cookie2, headers: { Range: 'bytes=-44' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(recording.subarray(recording.length - 44));
    expect((await call(api1, voice.audioUrl!)).status).toBe(401);

    // An email reply with a photo lands in the mailbox; the worker reads it and stores the photo...
    const photo = jpegImage(640, 480, 12_800);
    await appendToInbox(imap, [
      await buildEmail({
        from: `Rose Smith <${SENIOR}>`,
        to: replyTo,
        messageId: '<kitchen@rose.example.com>',
        text: 'Our kitchen in 1961.',
        attachments: [{ filename: 'kitchen.jpg', contentType: 'image/jpeg', content: photo }],
      }),
    ]);
    const emailed = await until(
      'the worker made a story of the reply',
      async () => (await stories(api1, vault.id, cookie2)).find((s) => s.responseType === 'written'),
      { ms: 60_000, detail: diagnostics },
    );
    // ...which api 1 shows, the photo's bytes included.
    expect(emailed.fullText).toBe('Our kitchen in 1961.');
    expect(emailed.photos).toEqual([expect.objectContaining({ filename: 'kitchen.jpg' })]);
    const served = await call(api1, emailed.photos[0].url, { cookie: cookie1 });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
    // And api 2 lists both stories.
    expect((await stories(api2, vault.id, cookie1)).map((s) => s.id).sort()).toEqual([voice.id, emailed.id].sort());

    // Every file is in the bucket; no host kept media of its own.
    const bucket = (readdirSync(join(s3.directory, s3.bucket), { recursive: true }) as string[]).join('\n');
    expect(bucket).toContain(voice.id);
    expect(bucket).toContain(emailed.id);
    for (const host of hosts)
      expect({ host: host.name, media: existsSync(join(host.dataDir, 'media')) }).toEqual({
        host: host.name,
        media: false,
      });
    expect(worker.child.exitCode).toBeNull();
  }, 240_000);
});
