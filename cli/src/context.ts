import { INestApplicationContext } from '@nestjs/common';
import { createAppContext } from '@storyvault/api/app/create-app';
import { AppConfig, ConfigError, loadConfig } from '@storyvault/api/config/app-config';
import { DatabaseHandle } from '@storyvault/api/database/embedded-postgres';
import { runMigrations } from '@storyvault/api/database/migrate';
import { openDatabase } from '@storyvault/api/database/open-database';
import { DomainError } from '@storyvault/api/shared/domain-error';

/** An error already explained to the operator; the CLI prints it and exits 1. */
export class CliError extends Error {}

export function cliConfig(): AppConfig {
  const config = loadConfig();
  // Logs go to stderr and stay quiet unless asked for: stdout is for the operator.
  if (!process.env.LOG_LEVEL) config.LOG_LEVEL = 'warn';
  return config;
}

/**
 * Runs `work` on the database: the configured one, or the embedded one, attached to while
 * `npm start` runs it or started for the command alone. Migrations are applied first.
 */
export async function withDatabase<T>(work: (db: DatabaseHandle, config: AppConfig) => Promise<T>): Promise<T> {
  const config = cliConfig();
  const db = await openDatabase(config, (message) => process.stderr.write(message + '\n'));
  try {
    return await work(db, config);
  } finally {
    await db.stop();
  }
}

/** Runs `work` with StoryVault's application services (no HTTP, no scheduled work). */
export async function withApp<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  return withDatabase(async (db, config) => {
    await runMigrations(db.url);
    return inAppContext(config, db.url, work);
  });
}

/** withApp on a database already open, applying no migrations (for commands that report them). */
export async function inAppContext<T>(
  config: AppConfig,
  databaseUrl: string,
  work: (app: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const app = await createAppContext({ config, databaseUrl, worker: false, logFd: 2, seedOnStart: false });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** The message an operator should see for an error, or null for a bug. */
export function explain(error: unknown): string | null {
  if (error instanceof CliError || error instanceof DomainError) return error.message;
  if (error instanceof ConfigError) return error.message;
  return null;
}
