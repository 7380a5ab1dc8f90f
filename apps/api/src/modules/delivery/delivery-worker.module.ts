import { Module } from '@nestjs/common';
import { DeliveryTickJob } from './adapters/schedule/delivery-tick.job';
import { DeliveryModule } from './delivery.module';

/** The delivery tick, loaded only in worker processes. */
@Module({ imports: [DeliveryModule], providers: [DeliveryTickJob], exports: [DeliveryTickJob] })
export class DeliveryWorkerModule {}
