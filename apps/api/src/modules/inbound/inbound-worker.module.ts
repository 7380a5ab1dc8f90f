import { Module } from '@nestjs/common';
import { ImapPollerJob } from './adapters/schedule/imap-poller.job';
import { InboundRecoveryJob } from './adapters/schedule/inbound-recovery.job';
import { ReplyChoiceTimeoutJob } from './adapters/schedule/reply-choice-timeout.job';
import { InboundModule } from './inbound.module';

/**
 * The inbound mailbox poller, the finishing of interrupted inbound mail and the 7-day keeping of
 * unanswered choices as stories, loaded only in worker processes.
 */
@Module({ imports: [InboundModule], providers: [ImapPollerJob, InboundRecoveryJob, ReplyChoiceTimeoutJob] })
export class InboundWorkerModule {}
