import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../../shared/jobs/job-queue';
import { EraseDueAccounts } from '../../application/erase-due-accounts.use-case';

export const ERASE_DUE_ACCOUNTS = 'account.erase-due';

/** Every hour one worker (whichever claims the job) erases the accounts whose grace is over. */
@Injectable()
export class EraseAccountsJob implements OnModuleInit {
  private readonly logger = new Logger(EraseAccountsJob.name);

  constructor(
    private readonly erase: EraseDueAccounts,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.work(ERASE_DUE_ACCOUNTS, () => this.run());
    await this.jobs.every(ERASE_DUE_ACCOUNTS, 60 * 60);
  }

  async run(): Promise<void> {
    const erased = await this.erase.execute();
    if (erased) this.logger.log({ erased }, 'Erased accounts past their grace');
  }
}
