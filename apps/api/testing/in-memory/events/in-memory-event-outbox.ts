import { DomainEvent } from '../../../src/shared/events/domain-event';
import { EventHandlers } from '../../../src/shared/events/event-handlers';
import {
  DISPATCH_LEASE_MS,
  DueDelivery,
  EventDelivery,
  EventOutbox,
  FailedDelivery,
  OwedDelivery,
} from '../../../src/shared/events/event-outbox';

/** As PostgreSQL orders uuids and plain text: by code point. */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Row extends OwedDelivery {
  lockedUntil: Date | null;
}

/** The outbox in memory, for unit tests and in-memory kits: what is appended is "committed" at once. */
export class InMemoryEventOutbox extends EventOutbox {
  private readonly events = new Map<string, DomainEvent>();
  /** The order events were stored in. */
  private readonly seq = new Map<string, number>();
  /** The deliveries owed. */
  private readonly rows: Row[] = [];

  constructor(private readonly handlers: EventHandlers = new EventHandlers()) {
    super();
  }

  async append(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) {
      if (this.events.has(event.id)) continue;
      // Stored as the database would give it back: a copy, its payload through JSON.
      this.events.set(event.id, { ...event, payload: JSON.parse(JSON.stringify(event.payload)) });
      this.seq.set(event.id, this.seq.size);
      for (const { name } of this.handlers.ofType(event.type))
        this.rows.push({
          eventId: event.id,
          handler: name,
          attempts: 0,
          lastError: null,
          nextAttemptAt: event.occurredAt,
          lockedUntil: new Date(event.occurredAt.getTime() + DISPATCH_LEASE_MS),
        });
    }
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueDelivery[]> {
    const due = this.rows
      .filter((r) => r.nextAttemptAt <= now && (!r.lockedUntil || r.lockedUntil <= now))
      .sort(
        (a, b) =>
          a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
          order(a.eventId, b.eventId) ||
          order(a.handler, b.handler),
      )
      .slice(0, limit);
    for (const row of due) row.lockedUntil = leaseUntil;
    return due
      .map((r) => ({ event: this.events.get(r.eventId)!, handler: r.handler, attempts: r.attempts }))
      .sort(
        (a, b) =>
          a.event.occurredAt.getTime() - b.event.occurredAt.getTime() ||
          this.seq.get(a.event.id)! - this.seq.get(b.event.id)! ||
          order(a.handler, b.handler),
      );
  }

  async complete(deliveries: EventDelivery[]): Promise<void> {
    for (const row of this.rowsOf(deliveries)) this.rows.splice(this.rows.indexOf(row), 1);
  }

  async fail(failures: FailedDelivery[]): Promise<void> {
    for (const failure of failures)
      for (const row of this.rowsOf([failure])) {
        row.attempts++;
        row.lastError = failure.error;
        row.nextAttemptAt = failure.retryAt;
        row.lockedUntil = null;
      }
  }

  async find(eventId: string): Promise<DomainEvent | null> {
    const event = this.events.get(eventId);
    return event ? { ...event, payload: JSON.parse(JSON.stringify(event.payload)) } : null;
  }

  async owed(eventId: string): Promise<OwedDelivery[]> {
    return this.rows
      .filter((r) => r.eventId === eventId)
      .map(({ lockedUntil: _locked, ...state }) => ({ ...state }))
      .sort((a, b) => order(a.handler, b.handler));
  }

  async purgeDelivered(before: Date, limit: number): Promise<number> {
    const purged = [...this.events.values()]
      .filter((e) => e.occurredAt < before && !this.rows.some((r) => r.eventId === e.id))
      .slice(0, limit);
    for (const { id } of purged) {
      this.events.delete(id);
      this.seq.delete(id);
    }
    return purged.length;
  }

  private rowsOf(deliveries: EventDelivery[]): Row[] {
    return this.rows.filter((r) => deliveries.some((d) => d.eventId === r.eventId && d.handler === r.handler));
  }
}
