import { Module } from '@nestjs/common';
import { ImapPollerJob } from './adapters/schedule/imap-poller.job';
import { InboundRecoveryJob } from './adapters/schedule/inbound-recovery.job';
import { ResponseModule } from './response.module';

/** The inbound mailbox poller and the finishing of interrupted inbound mail, loaded only in worker processes. */
@Module({ imports: [ResponseModule], providers: [ImapPollerJob, InboundRecoveryJob] })
export class ResponseWorkerModule {}
