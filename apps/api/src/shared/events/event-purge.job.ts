import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../jobs/job-queue';
import { Clock } from '../time/clock';
import { EventOutbox } from './event-outbox';

export const PURGE_DELIVERED_EVENTS = 'events.purge-delivered';

/** Events deleted per statement: each batch is a short transaction of its own. */
export const PURGE_BATCH = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every hour, one worker (whichever claims the job) deletes the domain events every handler has
 * had that occurred more than EVENT_RETENTION_DAYS ago, a batch at a time until none is left.
 * An event still owed a delivery stays, however old.
 */
@Injectable()
export class EventPurgeJob implements OnModuleInit {
  private readonly logger = new Logger('EventPurge');

  constructor(
    private readonly outbox: EventOutbox,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work(PURGE_DELIVERED_EVENTS, async () => {
      await this.run();
    });
    await this.jobs.every(PURGE_DELIVERED_EVENTS, 60 * 60);
  }

  /** Answers how many events were deleted. */
  async run(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.EVENT_RETENTION_DAYS * DAY_MS);
    let purged = 0;
    for (;;) {
      const batch = await this.outbox.purgeDelivered(before, PURGE_BATCH);
      purged += batch;
      if (batch < PURGE_BATCH) break;
    }
    if (purged) this.logger.log({ events: purged }, 'Deleted delivered domain events');
    return purged;
  }
}
