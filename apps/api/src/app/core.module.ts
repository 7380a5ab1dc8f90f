import { DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config';
import { AppSecrets } from '../config/app-secrets';
import { Clock, SystemClock } from '../shared/time/clock';
import { requestLogSerializers } from './request-log';

export interface CoreOptions {
  config: AppConfig;
  clock?: Clock;
  /** Where JSON logs go: 1 = stdout (servers), 2 = stderr (the CLI, whose stdout is for people). */
  logFd?: 1 | 2;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** What every process shares: the configuration, the clock and JSON logging with request ids. */
@Global()
@Module({})
export class CoreModule {
  static forRoot({ config, clock, logFd = 1 }: CoreOptions): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: [
            {
              level: config.LOG_LEVEL,
              genReqId: (req: IncomingMessage, res: ServerResponse) => {
                const given = req.headers['x-request-id'];
                const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
                res.setHeader('x-request-id', id);
                return id;
              },
              // Each line holds the request's id, method, URL without its secrets, and the status: no headers.
              serializers: requestLogSerializers,
              wrapSerializers: false,
              autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
            },
            // Synchronous on stderr so a CLI that exits right after loses no line.
            pino.destination({ fd: logFd, sync: logFd === 2 }),
          ],
        }),
      ],
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: AppSecrets, useValue: new AppSecrets(config) },
        { provide: Clock, useValue: clock ?? new SystemClock() },
      ],
      exports: [AppConfig, AppSecrets, Clock],
    };
  }
}
