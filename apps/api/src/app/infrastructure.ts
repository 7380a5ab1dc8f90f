import { DynamicModule, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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
}

/**
 * What every composition stands on, whichever feature modules it holds: the configuration, the
 * clock and logging, the database, the event bus and its outbox, the object owners, mail and jobs.
 * Kept apart from AppModule so that a context of a few modules loads none of the others.
 */
export function infrastructureModules(options: InfrastructureOptions): Array<DynamicModule | Type> {
  const { config } = options;
  return [
    CoreModule.forRoot({ config, clock: options.clock, logFd: options.logFd }),
    TypeOrmModule.forRoot(typeOrmOptions(options.databaseUrl)),
    EventsModule,
    ObjectOwnersModule,
    MailModule.forRoot(config),
    JobsModule,
  ];
}
