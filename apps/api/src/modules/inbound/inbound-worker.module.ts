import { Module } from '@nestjs/common';
import { ImapPollerJob } from './adapters/schedule/imap-poller.job';
import { InboundRecoveryJob } from './adapters/schedule/inbound-recovery.job';
import { InboundModule } from './inbound.module';

/** The inbound mailbox poller and the finishing of interrupted inbound mail, loaded only in worker processes. */
@Module({ imports: [InboundModule], providers: [ImapPollerJob, InboundRecoveryJob] })
export class InboundWorkerModule {}
