import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { INestApplicationContext } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { quietStartup } from './quiet-startup-logger';
import { AppModule, AppModuleOptions } from './app.module';
import { configureHttp } from './configure-http';

/** The HTTP application, configured but not yet listening (tests use it through supertest). */
export async function createHttpApp(options: Omit<AppModuleOptions, 'http'>): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ ...options, http: true }), {
    bufferLogs: true,
    abortOnError: false,
    bodyParser: false,
  });
  configureHttp(app, options.config);
  return app;
}

/** The application without HTTP: the worker, and the CLI (worker: false). */
export async function createAppContext(options: Omit<AppModuleOptions, 'http'>): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...options, http: false }), {
    bufferLogs: true,
    abortOnError: false,
  });
  // Until a logger is set, Nest keeps every line in a static buffer: nothing would be printed and
  // the buffer would grow by a line per email. Setting pino prints what was held and all that follows.
  app.useLogger(quietStartup(app.get(Logger)));
  return app;
}
