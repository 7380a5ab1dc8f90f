import { Module } from '@nestjs/common';
import { ExportJobs } from './adapters/schedule/export-jobs';
import { KeepsakesModule } from './keepsakes.module';

/** The export jobs and the hourly expiry, loaded only in worker processes. */
@Module({ imports: [KeepsakesModule], providers: [ExportJobs] })
export class KeepsakesWorkerModule {}
