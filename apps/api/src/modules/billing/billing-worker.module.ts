import { Module } from '@nestjs/common';
import { SettleSubscriptionsJob } from './adapters/schedule/settle-subscriptions.job';
import { BillingModule } from './billing.module';

/** The billing module's scheduled work (periods that passed, graces that ran out), loaded only in worker processes. */
@Module({ imports: [BillingModule], providers: [SettleSubscriptionsJob] })
export class BillingWorkerModule {}
