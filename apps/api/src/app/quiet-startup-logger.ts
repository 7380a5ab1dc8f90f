import { LoggerService } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/** Nest's own start-up chatter (a line per module and per route): kept for LOG_LEVEL=debug. */
const STARTUP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** The app's logger, with Nest's start-up lines at debug instead of info; everything else unchanged. */
export function quietStartup(logger: Logger): LoggerService {
  return {
    log: (message: unknown, ...rest: unknown[]) => {
      const context = rest[rest.length - 1];
      if (typeof context === 'string' && STARTUP_CONTEXTS.has(context)) logger.debug(message, ...rest);
      else logger.log(message, ...rest);
    },
    error: (message: unknown, ...rest: unknown[]) => logger.error(message, ...rest),
    warn: (message: unknown, ...rest: unknown[]) => logger.warn(message, ...rest),
    debug: (message: unknown, ...rest: unknown[]) => logger.debug(message, ...rest),
    verbose: (message: unknown, ...rest: unknown[]) => logger.verbose(message, ...rest),
    fatal: (message: unknown, ...rest: unknown[]) => logger.fatal(message, ...rest),
  };
}
