import { DynamicModule, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { typeOrmOptions } from '../database/typeorm-options';
import { EventsModule } from '../shared/events/events.module';
import { JobsModule } from '../shared/jobs/jobs.module';
import { MailModule } from '../shared/mail/mail.module';
import { ObjectOwnersModule } from '../shared/storage/object-owners.module';
import { Clock } from '../shared/time/clock';
import { CoreModule } from './core.module';

export interface InfrastructureOptions {
  config: AppConfig;
  databaseUrl: string;
  clock?: Clock;
  logFd?: 1 | 2;
  /**
   * A DataSource already open on `databaseUrl` for the context to use (and destroy when it closes)
   * rather than opening its own: a reading command's, which checked the schema through it first.
   */
  dataSource?: DataSource;
}

/**
 * What every composition stands on, whichever feature modules it holds: the configuration, the
 * clock and logging, the database, the event bus and its outbox, the object owners, mail and jobs.
 * Kept apart from AppModule so that a context of a few modules loads none of the others.
 */
export function infrastructureModules(options: InfrastructureOptions): Array<DynamicModule | Type> {
  const { config, dataSource } = options;
  return [
    CoreModule.forRoot({ config, clock: options.clock, logFd: options.logFd }),
    TypeOrmModule.forRoot({
      ...typeOrmOptions(options.databaseUrl),
      ...(dataSource && { dataSourceFactory: async () => dataSource }),
    }),
    EventsModule,
    ObjectOwnersModule,
    MailModule.forRoot(config),
    JobsModule,
  ];
}
