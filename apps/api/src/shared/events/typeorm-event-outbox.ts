import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../ids';
import { DomainEvent, EventType } from './domain-event';
import { EventHandlers } from './event-handlers';
import {
  DeliveryState,
  DISPATCH_LEASE_MS,
  DueDelivery,
  EventDelivery,
  EventOutbox,
  FailedDelivery,
} from './event-outbox';

/** The outbox in PostgreSQL: `domain_events`, and `domain_event_deliveries` (one row per event and handler). */
@Injectable()
export class TypeormEventOutbox extends EventOutbox {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly handlers: EventHandlers,
  ) {
    super();
  }

  append(events: readonly DomainEvent[]): Promise<void> {
    return this.appendIn(this.db.manager, events);
  }

  /**
   * Stores events through `manager`: inside the transaction of the change that raised them, they
   * commit or roll back with it. One statement for the events and their deliveries.
   */
  async appendIn(manager: EntityManager, events: readonly DomainEvent[]): Promise<void> {
    if (!events.length) return;
    const routes = this.handlers.routes();
    await manager.query(
      `WITH stored AS (
         INSERT INTO domain_events (id, type, payload, occurred_at)
         SELECT e.id, e.type, e.payload, e.occurred_at
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(event, n),
           jsonb_to_record(a.event) AS e(id uuid, type varchar, payload jsonb, occurred_at timestamptz)
         ORDER BY a.n
         ON CONFLICT (id) DO NOTHING
         RETURNING id, type, occurred_at)
       INSERT INTO domain_event_deliveries (event_id, handler, next_attempt_at, locked_until)
       SELECT s.id, h.handler, s.occurred_at, s.occurred_at + $4 * interval '1 millisecond'
       FROM stored s JOIN unnest($2::varchar[], $3::varchar[]) AS h(type, handler) ON h.type = s.type`,
      [
        JSON.stringify(
          events.map((e) => ({ id: e.id, type: e.type, payload: e.payload, occurred_at: e.occurredAt.toISOString() })),
        ),
        routes.map((r) => r.type),
        routes.map((r) => r.name),
        DISPATCH_LEASE_MS,
      ],
    );
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueDelivery[]> {
    // SKIP LOCKED: two relays (two workers) at once take different deliveries.
    const rows: Array<{
      event_id: string;
      handler: string;
      attempts: number;
      type: EventType;
      payload: DomainEvent['payload'];
      occurred_at: Date;
    }> = await this.db.query(
      `WITH due AS (
         SELECT event_id, handler FROM domain_event_deliveries
         WHERE done_at IS NULL AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
         ORDER BY next_attempt_at, event_id, handler LIMIT $2 FOR UPDATE SKIP LOCKED),
       claimed AS (
         UPDATE domain_event_deliveries d SET locked_until = $3 FROM due
         WHERE d.event_id = due.event_id AND d.handler = due.handler
         RETURNING d.event_id, d.handler, d.attempts)
       SELECT c.event_id, c.handler, c.attempts, e.type, e.payload, e.occurred_at
       FROM claimed c JOIN domain_events e ON e.id = c.event_id
       ORDER BY e.occurred_at, e.seq, c.handler`,
      [now, limit, leaseUntil],
    );
    return rows.map((r) => ({
      event: { id: r.event_id, type: r.type, payload: r.payload, occurredAt: r.occurred_at } as DomainEvent,
      handler: r.handler,
      attempts: r.attempts,
    }));
  }

  async complete(deliveries: EventDelivery[], at: Date): Promise<void> {
    if (!deliveries.length) return;
    await this.db.query(
      `UPDATE domain_event_deliveries d
       SET done_at = $3, attempts = d.attempts + 1, last_error = NULL, locked_until = NULL
       FROM unnest($1::uuid[], $2::varchar[]) AS t(event_id, handler)
       WHERE d.event_id = t.event_id AND d.handler = t.handler AND d.done_at IS NULL`,
      [deliveries.map((d) => d.eventId), deliveries.map((d) => d.handler), at],
    );
  }

  async fail(failures: FailedDelivery[]): Promise<void> {
    if (!failures.length) return;
    await this.db.query(
      `UPDATE domain_event_deliveries d
       SET attempts = d.attempts + 1, last_error = t.error, next_attempt_at = t.retry_at, locked_until = NULL
       FROM unnest($1::uuid[], $2::varchar[], $3::text[], $4::timestamptz[]) AS t(event_id, handler, error, retry_at)
       WHERE d.event_id = t.event_id AND d.handler = t.handler AND d.done_at IS NULL`,
      [
        failures.map((f) => f.eventId),
        failures.map((f) => f.handler),
        failures.map((f) => f.error.slice(0, 1000)),
        failures.map((f) => f.retryAt),
      ],
    );
  }

  async find(eventId: string): Promise<DomainEvent | null> {
    if (!isUuid(eventId)) return null;
    const [row]: Array<{ id: string; type: EventType; payload: DomainEvent['payload']; occurredAt: Date }> =
      await this.db.query(`SELECT id, type, payload, occurred_at AS "occurredAt" FROM domain_events WHERE id = $1`, [
        eventId,
      ]);
    return row ? ({ ...row } as DomainEvent) : null;
  }

  async deliveriesOf(eventId: string): Promise<DeliveryState[]> {
    if (!isUuid(eventId)) return [];
    return this.db.query(
      `SELECT event_id AS "eventId", handler, done_at AS "doneAt", attempts, last_error AS "lastError",
         next_attempt_at AS "nextAttemptAt"
       FROM domain_event_deliveries WHERE event_id = $1 ORDER BY handler`,
      [eventId],
    );
  }
}
