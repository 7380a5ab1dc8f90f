import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../ids';
import { DomainEvent, EventType } from './domain-event';
import { EventHandlers } from './event-handlers';
import {
  DISPATCH_LEASE_MS,
  DueDelivery,
  EventDelivery,
  EventOutbox,
  FailedDelivery,
  OwedDelivery,
} from './event-outbox';

/** The outbox in PostgreSQL: `domain_events`, and `domain_event_deliveries` (a row per delivery still owed). */
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
    const { sql, params } = this.storing(
      events.map((event) => ({ event, subject: null })),
      1,
      null,
    );
    await manager.query(`WITH ${sql} SELECT 1`, params);
  }

  /**
   * For a statement that also stores the change raising them, the CTEs (`WITH` parts) that store
   * events, numbering their parameters from `$from`: a single statement is its own transaction,
   * so the change and its events commit together without opening one (the hottest path: a chunk
   * of replies). With `subjects` (the name of the statement's CTE of the rows it stored, by `id`),
   * only the events whose `subject` is among those rows are stored: an email's story saved before
   * keeps the events it had.
   */
  storing(
    events: ReadonlyArray<{ event: DomainEvent; subject: string | null }>,
    from: number,
    subjects: string | null,
  ): { sql: string; params: unknown[] } {
    const routes = this.handlers.routes();
    const [list, types, names, lease] = [from, from + 1, from + 2, from + 3].map((n) => `$${n}`);
    return {
      sql: `stored_events AS (
         INSERT INTO domain_events (id, type, payload, occurred_at)
         SELECT e.id, e.type, e.payload, e.occurred_at
         FROM jsonb_array_elements(${list}::jsonb) WITH ORDINALITY AS a(event, n),
           jsonb_to_record(a.event) AS e(id uuid, subject uuid, type varchar, payload jsonb, occurred_at timestamptz)
         ${subjects ? `WHERE e.subject IN (SELECT id FROM ${subjects})` : ''}
         ORDER BY a.n
         ON CONFLICT (id) DO NOTHING
         RETURNING id, type, occurred_at),
       stored_deliveries AS (
         INSERT INTO domain_event_deliveries (event_id, handler, next_attempt_at, locked_until)
         SELECT s.id, h.handler, s.occurred_at, s.occurred_at + ${lease} * interval '1 millisecond'
         FROM stored_events s JOIN unnest(${types}::varchar[], ${names}::varchar[]) AS h(type, handler)
           ON h.type = s.type)`,
      params: [
        JSON.stringify(
          events.map(({ event, subject }) => ({
            id: event.id,
            subject,
            type: event.type,
            payload: event.payload,
            occurred_at: event.occurredAt.toISOString(),
          })),
        ),
        routes.map((r) => r.type),
        routes.map((r) => r.name),
        DISPATCH_LEASE_MS,
      ],
    };
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
         WHERE next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
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

  async complete(deliveries: EventDelivery[]): Promise<void> {
    if (!deliveries.length) return;
    // Not waiting for the disk: a completion lost with PostgreSQL itself only means one more
    // (idempotent) delivery, and this write follows every dispatch.
    await this.db.query(
      `DELETE FROM domain_event_deliveries d
       USING unnest($1::uuid[], $2::varchar[]) AS t(event_id, handler),
         (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed
       WHERE d.event_id = t.event_id AND d.handler = t.handler`,
      [deliveries.map((d) => d.eventId), deliveries.map((d) => d.handler)],
    );
  }

  async fail(failures: FailedDelivery[]): Promise<void> {
    if (!failures.length) return;
    await this.db.query(
      `UPDATE domain_event_deliveries d
       SET attempts = d.attempts + 1, last_error = t.error, next_attempt_at = t.retry_at, locked_until = NULL
       FROM unnest($1::uuid[], $2::varchar[], $3::text[], $4::timestamptz[]) AS t(event_id, handler, error, retry_at)
       WHERE d.event_id = t.event_id AND d.handler = t.handler`,
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

  async owed(eventId: string): Promise<OwedDelivery[]> {
    if (!isUuid(eventId)) return [];
    return this.db.query(
      `SELECT event_id AS "eventId", handler, attempts, last_error AS "lastError",
         next_attempt_at AS "nextAttemptAt"
       FROM domain_event_deliveries WHERE event_id = $1 ORDER BY handler`,
      [eventId],
    );
  }

  async purgeDelivered(before: Date, limit: number): Promise<number> {
    // A delivery done is a row gone: an event without rows in domain_event_deliveries is owed nothing.
    const [, deleted]: [unknown, number] = await this.db.query(
      `DELETE FROM domain_events WHERE id IN (
         SELECT e.id FROM domain_events e
         WHERE e.occurred_at < $1
           AND NOT EXISTS (SELECT 1 FROM domain_event_deliveries d WHERE d.event_id = e.id)
         LIMIT $2)`,
      [before, limit],
    );
    return deleted;
  }
}
