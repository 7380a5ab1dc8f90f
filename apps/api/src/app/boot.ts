import { INestApplicationContext } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { AppConfig, ConfigError, loadConfig, publicUrlConfigured } from '../config/app-config';
import { DatabaseHandle } from '../database/embedded-postgres';
import { recordPublicUrl } from '../database/installation-settings';
import { runMigrations } from '../database/migrate';
import { openDatabase } from '../database/open-database';
import { crashUnlessStopping, markProcessStopping } from '../shared/process/process-stopping';
import { Banner, bannerText, startBanner } from './banner';
import { createAppContext, createHttpApp } from './create-app';

/** What a server process prints outside its logger: one JSON line, like pino's, with any fields given. */
function say(level: 'info' | 'error', msg: string, fields: object = {}): void {
  const line = JSON.stringify({ level: level === 'info' ? 30 : 50, time: Date.now(), ...fields, msg });
  (level === 'info' ? process.stdout : process.stderr).write(line + '\n');
}

/** The start banner: plain text for a person at a terminal, one JSON line for a log collector. */
function announce(banner: Banner): void {
  if (process.stdout.isTTY) process.stdout.write(bannerText(banner) + '\n');
  else say('info', bannerText(banner).split('\n')[0], { banner });
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`StoryVault cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts a StoryVault server process: the api, the worker, or both (npm start). */
export async function boot(role: { http: boolean; worker: boolean }): Promise<void> {
  const config = readConfig();
  let database: DatabaseHandle | undefined;
  let app: INestApplicationContext | undefined;
  const shutdown = async (signal: string) => {
    markProcessStopping();
    say('info', `Received ${signal}, shutting down`);
    await app?.close().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    process.exit(0);
  };
  // The app closes first (in-flight requests finish, modules clean up), the database last.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void shutdown(signal));
  // A query cut off by the database going away on a Ctrl-C must not end the process with 1
  // before the shutdown under way ends it with 0; any other such error still ends it with 1.
  process.on('uncaughtException', crashUnlessStopping);
  process.on('unhandledRejection', crashUnlessStopping);
  try {
    database = await openDatabase(config, (msg) => say('info', msg));
    say('info', `Database: ${database.describe}`);
    const applied = await runMigrations(database.url);
    if (applied.length) say('info', `Applied migrations: ${applied.join(', ')}`);
    // The address people reach this installation at, for the links other processes make (the CLI's).
    // The api records the one it serves at; a worker alone only one it was given.
    if (role.http || publicUrlConfigured()) await recordPublicUrl(database.url, config.PUBLIC_URL);
    if (role.http) {
      const httpApp = await createHttpApp({ config, databaseUrl: database.url, worker: role.worker });
      app = httpApp;
      await httpApp.listen(config.PORT);
      httpApp.get(Logger).debug(`Listening on port ${config.PORT}`);
    } else {
      app = await createAppContext({ config, databaseUrl: database.url, worker: true });
    }
    announce(startBanner(config, database.describe, role));
  } catch (error) {
    say('error', `StoryVault failed to start: ${error instanceof Error ? error.message : String(error)}`);
    await app?.close().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    process.exit(1);
  }
}
