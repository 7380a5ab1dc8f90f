import { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { createModulesContext } from '@storyvault/api/app/modules-context';
import { AppConfig, ConfigError, loadConfig, publicUrlConfigured } from '@storyvault/api/config/app-config';
import { DatabaseHandle } from '@storyvault/api/database/embedded-postgres';
import { recordedPublicUrl, recordedPublicUrlIn } from '@storyvault/api/database/installation-settings';
import { migrateIfBehind, openDataSource, runMigrations } from '@storyvault/api/database/migrate';
import { openDatabase } from '@storyvault/api/database/open-database';
import { DomainError } from '@storyvault/api/shared/domain-error';
import { CliError } from './cli-error';
import { warn } from './output';

export { CliError };

/**
 * The application's modules a command works with: the whole application, or for a command that
 * only reads, just the modules it reads through (loaded by the command, so nothing else is).
 */
export type AppModules = 'whole' | Array<Type | DynamicModule>;

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

/**
 * Runs `work` with StoryVault's application services (no HTTP, no scheduled work): the whole
 * application, so that every event a change raises reaches its handlers at once, or for a command
 * that only reads, just `modules` (docs/decisions/0970-commands-load-what-they-use.md). Pending
 * migrations are applied first either way.
 */
export async function withApp<T>(
  work: (app: INestApplicationContext) => Promise<T>,
  modules: AppModules = 'whole',
): Promise<T> {
  return withDatabase(async (db, config) => {
    if (modules === 'whole') {
      await runMigrations(db.url);
      usePublicUrl(config, await recordedPublicUrl(db.url));
      return inAppContext(config, db.url, work);
    }
    // A reading command does it all on one connection pool, the context's own, instead of one for
    // the migrations, one for the public URL and one for the context
    // (docs/decisions/0995-reading-commands-start-light.md).
    const dataSource = await openDataSource(db.url);
    try {
      await migrateIfBehind(dataSource);
      usePublicUrl(config, await recordedPublicUrlIn(dataSource));
    } catch (error) {
      await dataSource.destroy();
      throw error;
    }
    return inAppContext(config, db.url, work, modules, dataSource);
  });
}

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Links the CLI makes (question emails, SKIP replies, a book's QR codes) point where the servers
 * answer: at the public URL they recorded at start, unless PUBLIC_URL is set here, which wins with
 * a warning when the two differ. Nothing recorded (no server started yet): the CLI's own setting.
 */
export function usePublicUrl(config: AppConfig, recorded: string | null): void {
  if (!recorded) return;
  if (!publicUrlConfigured()) {
    config.PUBLIC_URL = recorded;
    return;
  }
  if (!sameUrl(recorded, config.PUBLIC_URL))
    warn(
      `Warning: PUBLIC_URL here is ${config.PUBLIC_URL}, but the servers answer at ${recorded}: ` +
        `links this command makes point at ${config.PUBLIC_URL}. Unset PUBLIC_URL here to use the servers' address.`,
    );
}

/**
 * withApp on a database already open, applying no migrations (for commands that report them);
 * over `dataSource` when given, which the context then closes (even when it fails to start).
 */
export async function inAppContext<T>(
  config: AppConfig,
  databaseUrl: string,
  work: (app: INestApplicationContext) => Promise<T>,
  modules: AppModules = 'whole',
  dataSource?: Awaited<ReturnType<typeof openDataSource>>,
): Promise<T> {
  const options = { config, databaseUrl, logFd: 2 as const, dataSource };
  const app = await (
    modules === 'whole'
      ? import('@storyvault/api/app/create-app').then(({ createAppContext }) =>
          createAppContext({ ...options, worker: false, seedOnStart: false }),
        )
      : createModulesContext(options, modules)
  ).catch(async (error: unknown) => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    throw error;
  });
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
