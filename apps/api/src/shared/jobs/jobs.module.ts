import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../time/clock';
import { JobQueue } from './job-queue';
import { JobStore } from './job-store';
import { LeasedJobQueue } from './leased-job-queue';
import { TypeormJobStore } from './typeorm-job.store';

/**
 * Binds the JobQueue port to the jobs table in PostgreSQL, in every process: any of them may
 * enqueue. Only JobsWorkerModule (worker processes) starts the runner.
 */
@Global()
@Module({
  providers: [
    { provide: JobStore, useClass: TypeormJobStore },
    {
      provide: JobQueue,
      useFactory: (store: JobStore, clock: Clock, config: AppConfig) =>
        new LeasedJobQueue(store, clock, { pollMs: config.JOBS_POLL_SECONDS * 1000 }),
      inject: [JobStore, Clock, AppConfig],
    },
  ],
  exports: [JobQueue, JobStore],
})
export class JobsModule {}
