import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../../shared/jobs/job-queue';
import { SettleSubscriptions } from '../../application/settle-subscriptions.use-case';

export const SETTLE_SUBSCRIPTIONS = 'billing.settle-subscriptions';

/** Every hour one worker reads again the subscriptions whose period passed or whose grace ran out. */
@Injectable()
export class SettleSubscriptionsJob implements OnModuleInit {
  private readonly logger = new Logger(SettleSubscriptionsJob.name);

  constructor(
    private readonly settle: SettleSubscriptions,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work(SETTLE_SUBSCRIPTIONS, () => this.run());
    await this.jobs.every(SETTLE_SUBSCRIPTIONS, 60 * 60);
  }

  async run(): Promise<void> {
    const settled = await this.settle.execute();
    if (settled) this.logger.log({ settled }, 'Subscriptions read again');
  }
}
