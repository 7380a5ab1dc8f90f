import { Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue';
import { SweepOrphanedObjects } from './sweep-orphaned-objects';

export const SWEEP_ORPHANED_OBJECTS = 'storage.sweep-orphaned';

/** Every day, one worker (whichever claims the job) deletes the stored objects no row names. */
@Injectable()
export class SweepOrphanedObjectsJob implements OnModuleInit {
  private readonly logger = new Logger('ObjectSweep');

  constructor(
    private readonly sweep: SweepOrphanedObjects,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work(SWEEP_ORPHANED_OBJECTS, () => this.run());
    await this.jobs.every(SWEEP_ORPHANED_OBJECTS, 24 * 60 * 60);
  }

  async run(): Promise<void> {
    const { orphaned, checked } = await this.sweep.execute();
    if (orphaned.length) this.logger.log({ deleted: orphaned.length, checked }, 'Deleted orphaned stored objects');
  }
}

/** The daily sweep of orphaned objects, loaded only in worker processes. */
@Module({ providers: [SweepOrphanedObjectsJob] })
export class StorageWorkerModule {}
