import { Module } from '@nestjs/common';
import { ImapPollerJob } from './adapters/schedule/imap-poller.job';
import { ResponseModule } from './response.module';

/** The inbound mailbox poller, loaded only in worker processes. */
@Module({ imports: [ResponseModule], providers: [ImapPollerJob] })
export class ResponseWorkerModule {}
