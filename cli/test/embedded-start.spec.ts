import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@storyvault/testing';
import { runCli } from './run-cli';

const START = join(__dirname, '..', '..', 'apps', 'api', 'dist', 'start.js');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not become healthy in time');
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/**
 * `npm start` with no configuration at all: the embedded PostgreSQL keeps its data in
 * DATA_DIR across restarts, and the CLI works on the same database while the server runs.
 */
describe('npm start on the embedded defaults', () => {
  // Directly under the temp folder, created by the app itself with ordinary permissions,
  // as ./data is in a real checkout (PostgreSQL runs as another user when we are root).
  const dataDir = join(tmpdir(), `sv-start-${randomBytes(5).toString('hex')}`);
  let env: Record<string, string>;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const inherited = { ...process.env } as Record<string, string>;
    delete inherited.DATABASE_URL;
    env = {
      ...inherited,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function start(): ChildProcess {
    return spawn(process.execPath, [START], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  it('keeps users across a restart and shares its database with the CLI', async () => {
    let server = start();
    try {
      await waitForHealth(url, server);
      const registered = await fetch(`${url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' }),
      });
      expect(registered.status).toBe(200);

      const cliEnv = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: env.EMBEDDED_PG_PORT, DATABASE_URL: '' };
      const granted = await runCli(['user:grant-full-access', 'ann@example.com'], { env: cliEnv });
      expect(granted.stderr).toBe('');
      expect(granted.code).toBe(0);
      // The CLI attached to the running server's PostgreSQL and left it running.
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);
    } finally {
      expect(await stop(server)).toBe(0);
    }
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    server = start();
    try {
      await waitForHealth(url, server);
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ann@example.com', password: 'Str0ng!pass' }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toEqual({ user: { name: 'Ann', email: 'ann@example.com', hasFullAccess: true } });
    } finally {
      await stop(server);
    }
  });

  it('starts with a short banner at the default log level and ends on Ctrl-C without a database error', async () => {
    const quiet = { ...env };
    delete quiet.LOG_LEVEL;
    // Its own process group, as a terminal runs it: Ctrl-C reaches the server and the embedded PostgreSQL alike.
    const child = spawn(process.execPath, [START], { env: quiet, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    // 'close': the process has exited and all its output has been read.
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    await waitForHealth(url, child);
    // Wait for the banner itself (it follows the listening socket).
    while (!stdout.includes('"banner"')) await new Promise((r) => setTimeout(r, 100));
    process.kill(-child.pid!, 'SIGINT');
    // Both at once, so that a failure shows what the server said on its way out.
    expect({ code: await exited, stderr }).toEqual({ code: 0, stderr: '' });

    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; banner?: object });
    expect(stdout).not.toContain('Mapped {');
    expect(stdout).not.toContain('dependencies initialized');
    expect(lines.length).toBeLessThanOrEqual(8);
    const banner = lines.find((line) => line.banner);
    expect(banner).toMatchObject({
      msg: `StoryVault is running at ${url.replace('127.0.0.1', 'localhost')}`,
      banner: {
        dataDir,
        mail: expect.stringContaining(`written as .eml files to ${join(dataDir, 'outbox')}`),
        database: expect.stringContaining('embedded PostgreSQL'),
      },
    });
    expect(lines[lines.length - 1].msg).toBe('Received SIGINT, shutting down');
  });

  it('refuses to start on a bad PORT and names it', async () => {
    const child = spawn(process.execPath, [START], {
      env: { ...env, PORT: 'abc' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT="abc"');
  });
});
