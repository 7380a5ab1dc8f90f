import { Module } from '@nestjs/common';
import { AuthHousekeepingJob } from './adapters/schedule/auth-housekeeping.job';
import { AuthModule } from './auth.module';

/** The auth module's scheduled work (a recurring job of the JobQueue), loaded only in worker processes. */
@Module({ imports: [AuthModule], providers: [AuthHousekeepingJob] })
export class AuthWorkerModule {}
