import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { JobQueue } from '../../../../shared/jobs/job-queue';
import { BuildExport } from '../../application/build-export.use-case';
import { ExpireExports } from '../../application/expire-exports.use-case';
import { EXPORT_ATTEMPTS, EXPORT_JOB, ExportJob } from '../../application/request-export.use-case';

const EXPIRE_JOB = 'keepsakes.expire';

/**
 * The worker's part of the keepsakes: each export's job (one at a time per worker: a book or an
 * archive keeps a core busy), and every hour the deletion of files past their 7 days.
 */
@Injectable()
export class ExportJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly build: BuildExport,
    private readonly expire: ExpireExports,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work<ExportJob>(
      EXPORT_JOB,
      (job, ctx) =>
        this.build.execute(job.payload.exportId, {
          signal: ctx.signal,
          progress: (done, total) => ctx.progress({ done, total }),
          lastTry: job.attempt >= EXPORT_ATTEMPTS,
        }),
      { concurrency: 1, leaseSeconds: this.config.EXPORT_LEASE_SECONDS },
    );
    this.jobs.work(EXPIRE_JOB, async () => {
      await this.expire.execute();
    });
    await this.jobs.every(EXPIRE_JOB, 3600);
  }
}
