import { AppConfig } from '../config/app-config';
import { DatabaseHandle, openEmbeddedPostgres } from './embedded-postgres';

/** The configured PostgreSQL, or the embedded one when DATABASE_URL is empty. */
export async function openDatabase(config: AppConfig, log: (message: string) => void): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const shown = new URL(config.DATABASE_URL);
    shown.password = shown.password ? '***' : '';
    return { url: config.DATABASE_URL, stop: async () => undefined, describe: `PostgreSQL at ${shown.toString()}` };
  }
  return openEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT, log);
}
