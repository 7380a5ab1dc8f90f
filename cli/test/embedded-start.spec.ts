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
