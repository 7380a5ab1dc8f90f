// What the Lighthouse benchmarks share: the built app (built first when missing or older than its
// sources), started as `npm run start:api` starts it, in production mode.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, log, root, startApiServer } from './bench-kit.mjs';

const web = join(root, 'apps', 'web');

/** Newest modification time of the files under `dir` (skipping dependencies and outputs). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !['node_modules', 'dist', '.prerender'].includes(name))
    .reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

export function buildIfNeeded() {
  const api = join(root, 'apps', 'api', 'dist', 'main.js');
  if (!existsSync(api)) {
    log('Building the api (tsc -b apps/api cli)...');
    execSync('npx tsc -b apps/api cli', { cwd: root, stdio: 'inherit' });
  }
  const page = join(web, 'dist', 'about', 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts'].map((p) => join(web, p));
  const stale = !existsSync(page) || sources.some((p) => existsSync(p) && newest(p) > statSync(page).mtimeMs);
  if (stale) {
    log('Building the web app (npm run build -w @storyvault/web)...');
    execSync('npm run build --silent -w @storyvault/web', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/**
 * `node apps/api/dist/main.js` in production mode on a free port, its data in a temporary folder;
 * on `databaseUrl` when given, else the server's own embedded PostgreSQL. Resolves to its base URL
 * once healthy; stopped (and its folder removed) by `cleanups`.
 */
export async function startBuiltApp(cleanups, { databaseUrl, sessionSecret, name }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Created by the server itself with ordinary permissions (mkdtemp's 0700 would lock out
  // PostgreSQL, which runs as another user when we are root).
  const dataDir = join(tmpdir(), `sv-bench-${name}-${randomBytes(5).toString('hex')}`);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: base,
    SESSION_SECRET: sessionSecret,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Stopped before the database is dropped and the data folder removed (cleanups run last-first).
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  await startApiServer(base, env, cleanups);
  return { base, env };
}
