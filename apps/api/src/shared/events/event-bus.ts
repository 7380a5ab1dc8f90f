import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../time/clock';
import { DomainEvent, EventType } from './domain-event';
import { EventHandler, EventHandlers, RegisteredHandler } from './event-handlers';
import { EventDelivery, EventOutbox, FailedDelivery } from './event-outbox';

/** Deliveries the relay takes in one round. */
export const RELAY_BATCH = 500;
/** How long a relay round has its deliveries to itself. */
export const RELAY_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 10_000;
const LAST_RETRY_MS = 60 * 60_000;

/** When a delivery tried `attempts` times before, and failed again now, is tried next: 10 s, 20 s, 40 s ... at most an hour. */
export function retryAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts, 20), LAST_RETRY_MS));
}

interface Job {
  handler: RegisteredHandler;
  events: DomainEvent[];
  attempts: Map<string, number>;
}

/**
 * The in-process domain-event bus over the transactional outbox (docs/decisions/0037-domain-events.md).
 * Modules register handlers by name at start; a change stores its events with itself, and once it
 * has committed its use case dispatches them here, so that what follows is done before the request
 * returns. The outbox is the safety net: the relay delivers whatever a handler did not record done
 * (the process died before dispatching, or the handler threw), at least once, with growing pauses.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger('EventBus');

  constructor(
    private readonly outbox: EventOutbox,
    private readonly handlers: EventHandlers,
    private readonly clock: Clock,
  ) {}

  /** `handle` receives the events of `type` of one commit (or relay round) together; `name` must never change. */
  on<T extends EventType>(type: T, name: string, handle: EventHandler<T>): void {
    this.handlers.add(type, name, handle);
  }

  /** For a change with no transaction to share: stores the events on their own, then dispatches them. */
  async publish(events: readonly DomainEvent[]): Promise<void> {
    if (!events.length) return;
    await this.outbox.append(events);
    await this.dispatch(events);
  }

  /**
   * After the commit that stored `events`: each handler of their types gets its events now, in the
   * order given. Never throws: the change is committed, and what a handler failed at is the relay's.
   */
  async dispatch(events: readonly DomainEvent[]): Promise<void> {
    const jobs = new Map<string, Job>();
    for (const event of events)
      for (const handler of this.handlers.ofType(event.type)) {
        const job: Job = jobs.get(handler.name) ?? { handler, events: [], attempts: new Map() };
        job.events.push(event);
        jobs.set(handler.name, job);
      }
    await this.run([...jobs.values()]);
  }

  /**
   * One round of the relay: deliveries still owed (never recorded done) whose time has come, taken
   * from the outbox and delivered handler by handler. Returns how many it took.
   */
  async relay(limit = RELAY_BATCH): Promise<number> {
    const now = this.clock.now();
    const due = await this.outbox.claimDue(now, limit, new Date(now.getTime() + RELAY_LEASE_MS));
    const jobs = new Map<string, Job>();
    const orphans: FailedDelivery[] = [];
    for (const { event, handler: name, attempts } of due) {
      const handler = this.handlers.named(name);
      if (!handler) {
        orphans.push({
          eventId: event.id,
          handler: name,
          error: 'no such handler here',
          retryAt: retryAt(now, attempts),
        });
        continue;
      }
      const job: Job = jobs.get(name) ?? { handler, events: [], attempts: new Map() };
      job.events.push(event);
      job.attempts.set(event.id, attempts);
      jobs.set(name, job);
    }
    if (orphans.length) {
      this.logger.warn(`${orphans.length} event deliveries name a handler this process does not have`);
      await this.outbox.fail(orphans);
    }
    await this.run([...jobs.values()]);
    return due.length;
  }

  /** Relay rounds until nothing is due (at start-up: what a stopped process left). */
  async relayAll(): Promise<number> {
    let total = 0;
    let taken: number;
    do {
      taken = await this.relay(RELAY_BATCH);
      total += taken;
    } while (taken === RELAY_BATCH);
    return total;
  }

  private async run(jobs: Job[]): Promise<void> {
    if (!jobs.length) return;
    const done: EventDelivery[] = [];
    const failed: FailedDelivery[] = [];
    // The handlers of one event are independent of each other (each its own module's writes): at once.
    const outcomes = await Promise.all(jobs.map((job) => this.deliver(job.handler, job.events)));
    for (const [i, job] of jobs.entries()) {
      const outcome = outcomes[i];
      for (const event of outcome.done) done.push({ eventId: event.id, handler: job.handler.name });
      const now = this.clock.now();
      for (const { event, error } of outcome.failed) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.error(`Event ${event.type} ${event.id}: handler ${job.handler.name} failed: ${message}`);
        failed.push({
          eventId: event.id,
          handler: job.handler.name,
          error: message.slice(0, 1000),
          retryAt: retryAt(now, job.attempts.get(event.id) ?? 0),
        });
      }
    }
    // One write for every handler's completions; a write that fails leaves the deliveries to the relay.
    await Promise.all([
      this.outbox
        .complete(done)
        .catch((error: unknown) => this.logger.error(`Recording event deliveries done failed: ${String(error)}`)),
      this.outbox
        .fail(failed)
        .catch((error: unknown) => this.logger.error(`Recording failed event deliveries failed: ${String(error)}`)),
    ]);
  }

  /** A batch that fails is tried again event by event, so that one bad event does not hold back the others. */
  private async deliver(
    handler: RegisteredHandler,
    events: DomainEvent[],
  ): Promise<{ done: DomainEvent[]; failed: Array<{ event: DomainEvent; error: unknown }> }> {
    try {
      await handler.handle(events);
      return { done: events, failed: [] };
    } catch (error) {
      if (events.length === 1) return { done: [], failed: [{ event: events[0], error }] };
    }
    const outcome = { done: [] as DomainEvent[], failed: [] as Array<{ event: DomainEvent; error: unknown }> };
    for (const event of events) {
      const one = await this.deliver(handler, [event]);
      outcome.done.push(...one.done);
      outcome.failed.push(...one.failed);
    }
    return outcome;
  }
}
