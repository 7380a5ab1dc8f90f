import { Module } from '@nestjs/common';
import { EventPurgeJob } from './event-purge.job';
import { EventRelayJob } from './event-relay.job';

/** The outbox's relay, and the hourly purge of delivered events, loaded only in worker processes. */
@Module({ providers: [EventRelayJob, EventPurgeJob], exports: [EventRelayJob] })
export class EventsWorkerModule {}
