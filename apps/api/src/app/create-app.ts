import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { INestApplicationContext } from '@nestjs/common';
import { AppModule, AppModuleOptions, WEB_DIST_DIR } from './app.module';
import { configureHttp } from './configure-http';
import { applicationContext } from './modules-context';

/** The HTTP application, configured but not yet listening (tests use it through supertest). */
export async function createHttpApp(options: Omit<AppModuleOptions, 'http'>): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ ...options, http: true }), {
    bufferLogs: true,
    abortOnError: false,
    bodyParser: false,
  });
  configureHttp(app, options.config, options.webDist ?? WEB_DIST_DIR);
  return app;
}

/** The application without HTTP: the worker, and the CLI (worker: false). */
export function createAppContext(options: Omit<AppModuleOptions, 'http'>): Promise<INestApplicationContext> {
  return applicationContext(AppModule.forRoot({ ...options, http: false }));
}
