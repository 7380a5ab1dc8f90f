import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../../shared/jobs/job-queue';
import { PurgeExpiredAuthRecords } from '../../application/purge-expired-auth-records.use-case';

export const AUTH_HOUSEKEEPING = 'auth.housekeeping';

/** Every hour, on the hour, one worker (whichever claims the job) purges expired auth records. */
@Injectable()
export class AuthHousekeepingJob implements OnModuleInit {
  private readonly logger = new Logger(AuthHousekeepingJob.name);

  constructor(
    private readonly purge: PurgeExpiredAuthRecords,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work(AUTH_HOUSEKEEPING, () => this.run());
    await this.jobs.every(AUTH_HOUSEKEEPING, 60 * 60);
  }

  async run(): Promise<void> {
    const purged = await this.purge.execute();
    if (purged.resetTokens || purged.throttleWindows) this.logger.log(purged, 'Purged expired auth records');
  }
}
