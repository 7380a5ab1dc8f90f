import { createTestDatabase, TestDatabase } from '@storyvault/api-testing';
import { endProcess, freePort } from '@storyvault/testing';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', 'dist', 'main.js');
const SECRET = 'Zq9secretTokenValue7Xw';

interface LogLine {
  msg: string;
  req?: { url?: string; method?: string; headers?: unknown };
  res?: { statusCode?: number };
}

/**
 * The built api as it runs in production logs a line per api request: a token in the URL (the
 * answer pages' call) is logged as [redacted], no header (cookie, referring answer link) is
 * logged at all, and the pages whose links carry a token are not logged.
 */
describe('the api request log', () => {
  let db: TestDatabase;
  let dataDir: string;
  let api: ChildProcess | undefined;
  let url: string;
  let stdout = '';

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (npx tsc -b apps/api cli).`);
    dataDir = mkdtempSync(join(tmpdir(), 'sv-request-logs-'));
    db = await createTestDatabase();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        PORT: String(port),
        PUBLIC_URL: url,
        SESSION_SECRET: 'request-logs-session-secret-long-enough-0123',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    api.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    await until('the api to answer', async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok === true);
  });

  afterAll(async () => {
    await endProcess(api);
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const lines = (): LogLine[] =>
    stdout
      .split('\n')
      .filter((line) => line.trim().startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);

  async function until(what: string, found: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await found())) {
      if (api?.exitCode !== null || Date.now() > deadline)
        throw new Error(`Gave up waiting for ${what}. The api printed:\n${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('keeps tokens and headers out of every line', async () => {
    const headers = {
      cookie: `storyvault.sid=s%3A${SECRET}`,
      referer: `${url}/respond/write?token=${SECRET}`,
      authorization: `Bearer ${SECRET}`,
    };
    // The pages are served beside the api and not logged; the api calls after them are, in order.
    const pages = [`/respond/write?token=${SECRET}`, `/reset-password/${SECRET}`];
    const calls = [`/api/respond/question?token=${SECRET}`, `/api/respond/question?other=1&token=${SECRET}`];
    for (const path of [...pages, ...calls]) {
      const answer = await fetch(url + path, { headers });
      expect(answer.status).toBe(path.startsWith('/api/') ? 404 : 200);
      await answer.arrayBuffer();
    }
    const redacted = calls.map((path) => path.replace(SECRET, '[redacted]'));
    const callLines = () => lines().filter((l) => l.req?.url?.startsWith('/api/respond/question?'));
    await until('a line for each api call', () => callLines().length === calls.length);

    expect(stdout).not.toContain(SECRET);
    expect(callLines().map((l) => l.req!.url)).toEqual(redacted);
    const answerCall = lines().find((l) => l.req?.url === redacted[0]);
    expect(answerCall).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 404 } });
    expect(answerCall!.req!.headers).toBeUndefined();
  });

  it('keeps the token of a family invitation and of a checkout out of every line', async () => {
    const secret = 'Invite7tokenQ2valueZZ9';
    const calls: Array<[string, string]> = [
      ['GET', `/api/invitations/${secret}`],
      ['POST', `/api/invitations/${secret}/accept`],
      ['GET', `/api/billing/test-checkout/${secret}`],
      ['POST', `/api/billing/test-checkout/${secret}/complete`],
      ['GET', `/api/respond/question?session_id=${secret}`],
    ];
    for (const [method, path] of calls) {
      const answer = await fetch(url + path, { method, headers: { origin: url } });
      expect(answer.status).toBeLessThan(500);
      await answer.arrayBuffer();
    }
    const logged = () =>
      lines().filter(
        (l) =>
          /^\/api\/(invitations|billing\/test-checkout)\//.test(l.req?.url ?? '') || l.req?.url?.includes('session_id'),
      );
    await until('a line for each call', () => logged().length === calls.length);

    expect(stdout).not.toContain(secret);
    expect(logged().map((l) => `${l.req!.method} ${l.req!.url}`)).toEqual(
      calls.map(([method, path]) => `${method} ${path.replace(secret, '[redacted]')}`),
    );
  });
});
