import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { Clock } from '../time/clock';
import { JobQueue } from './job-queue';
import { JobStore } from './job-store';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRUNE_JOBS = 'jobs.prune';

/**
 * Runs the job runner in a worker process: handlers are registered while modules initialise,
 * the runner starts once the application has, and stops before the database closes. Finished
 * jobs are forgotten daily: done ones after 7 days, failed ones after 30 (their error kept that long).
 */
@Injectable()
export class JobRunner implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly queue: JobQueue,
    private readonly store: JobStore,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.queue.work(PRUNE_JOBS, () => this.prune());
    await this.queue.every(PRUNE_JOBS, DAY_MS / 1000);
  }

  onApplicationBootstrap(): void {
    this.queue.start();
  }

  // Before, not on, shutdown: the database closes on shutdown, and a running handler needs it.
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.stop();
  }

  async prune(): Promise<void> {
    const now = this.clock.now().getTime();
    const pruned = await this.store.prune(new Date(now - 7 * DAY_MS), new Date(now - 30 * DAY_MS));
    if (pruned) this.logger.log({ jobs: pruned }, 'Forgot finished jobs');
  }
}

/** The job runner, loaded only in worker processes. */
@Module({ providers: [JobRunner] })
export class JobsWorkerModule {}
