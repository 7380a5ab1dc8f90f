import { DynamicModule, INestApplicationContext, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { infrastructureModules, InfrastructureOptions } from './infrastructure';
import { quietStartup } from './quiet-startup-logger';

@Module({})
class ModulesContext {}

/** A context without HTTP, logging through pino once it is built (the worker, the CLI). */
export async function applicationContext(root: DynamicModule): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(root, { bufferLogs: true, abortOnError: false });
  // Until a logger is set, Nest keeps every line in a static buffer: nothing would be printed and
  // the buffer would grow by a line per email. Setting pino prints what was held and all that follows.
  app.useLogger(quietStartup(app.get(Logger)));
  return app;
}

/**
 * A context of just `modules` (and what they import) over the infrastructure: no HTTP, no
 * scheduled work. Only for work that reads: an event raised here would reach only the handlers
 * of the modules loaded (the relay would deliver it to the others later), so whatever changes
 * state runs in the whole application (`createAppContext`).
 */
export function createModulesContext(
  options: InfrastructureOptions,
  modules: Array<Type | DynamicModule>,
): Promise<INestApplicationContext> {
  return applicationContext({ module: ModulesContext, imports: [...infrastructureModules(options), ...modules] });
}
