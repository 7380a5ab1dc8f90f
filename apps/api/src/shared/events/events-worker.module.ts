import { Module } from '@nestjs/common';
import { EventRelayJob } from './event-relay.job';

/** The outbox's relay, loaded only in worker processes. */
@Module({ providers: [EventRelayJob], exports: [EventRelayJob] })
export class EventsWorkerModule {}
