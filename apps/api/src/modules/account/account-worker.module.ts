import { Module } from '@nestjs/common';
import { AccountModule } from './account.module';
import { EraseAccountsJob } from './adapters/schedule/erase-accounts.job';

/** The account module's scheduled work (erasing accounts past their grace), loaded only in worker processes. */
@Module({ imports: [AccountModule], providers: [EraseAccountsJob] })
export class AccountWorkerModule {}
