import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { PurgeExpiredAuthRecords } from '../../application/purge-expired-auth-records.use-case';

@Injectable()
export class AuthHousekeepingJob {
  private readonly logger = new Logger(AuthHousekeepingJob.name);

  constructor(private readonly purge: PurgeExpiredAuthRecords) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'auth-housekeeping' })
  async run(): Promise<void> {
    const purged = await this.purge.execute();
    if (purged.resetTokens || purged.throttleWindows) this.logger.log(purged, 'Purged expired auth records');
  }
}
