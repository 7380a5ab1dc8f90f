import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';
import { EventHandlers } from './event-handlers';
import { EventOutbox } from './event-outbox';
import { TypeormEventOutbox } from './typeorm-event-outbox';

/** The domain-event bus and its outbox, for every module (they register their handlers at start). */
@Global()
@Module({
  providers: [EventHandlers, TypeormEventOutbox, { provide: EventOutbox, useExisting: TypeormEventOutbox }, EventBus],
  exports: [EventBus, EventOutbox, TypeormEventOutbox],
})
export class EventsModule {}
