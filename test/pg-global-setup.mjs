// Jest global setup: one PostgreSQL for the whole run (DATABASE_URL, else an embedded one; see
// throwaway-postgres.mjs). Each test suite then creates and drops its own database on it.
import { startAdminPostgres } from '../libs/testing/src/throwaway-postgres.mjs';

export default async function setup() {
  const postgres = await startAdminPostgres();
  globalThis.__STORYVAULT_TEST_PG__ = postgres;
  process.env.STORYVAULT_TEST_ADMIN_URL = postgres.adminUrl;
}
