import { EventBus } from '../src/shared/events/event-bus';
import { EventHandlers } from '../src/shared/events/event-handlers';
import { InMemoryEventOutbox } from './in-memory/events/in-memory-event-outbox';
import { Clock } from '../src/shared/time/clock';

/** The domain-event bus over an in-memory outbox, as EventsModule wires it over PostgreSQL. */
export function eventKit(clock: Clock) {
  const handlers = new EventHandlers();
  const outbox = new InMemoryEventOutbox(handlers);
  return { handlers, outbox, bus: new EventBus(outbox, handlers, clock) };
}
