import { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { createHttpApp } from '../src/app/create-app';
import { AppConfig } from '../src/config/app-config';
import { Clock } from '../src/shared/time/clock';
import { testConfig } from './test-config';
import { createTestDatabase, TestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  db: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** The whole HTTP application on a fresh, migrated database of its own. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    worker?: boolean;
    listen?: boolean;
    port?: number;
    /** A built web app of the test's own, in place of apps/web/dist. */
    webDist?: string;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = testConfig({ DATABASE_URL: db.url, ...options.env });
  const app = await createHttpApp({
    config,
    databaseUrl: db.url,
    worker: options.worker ?? false,
    clock: options.clock,
    webDist: options.webDist,
  });
  if (options.listen) await app.listen(options.port ?? 0, '127.0.0.1');
  else await app.init();
  return {
    app,
    server: app.getHttpServer() as Server,
    db,
    config,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
