import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox of domain events (docs/decisions/0037-domain-events.md): each event, and
 * a row for each delivery still owed to a handler.
 */
export class RecordDomainEvents1765100000000 implements MigrationInterface {
  name = 'RecordDomainEvents1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE domain_events (
      id uuid PRIMARY KEY,
      -- The order events were stored in: the relay hands a handler events of one moment in this order.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      type varchar(100) NOT NULL,
      payload jsonb NOT NULL,
      occurred_at timestamptz NOT NULL,
      stored_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The deliveries still owed: one per handler of the event's type when it was stored, gone once
    // that handler has handled it. Rows are written with their event, in the same statement, and
    // deleted before it: no foreign key to check on the ingest's hottest write.
    await q.query(`CREATE TABLE domain_event_deliveries (
      event_id uuid NOT NULL,
      handler varchar(100) NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      next_attempt_at timestamptz NOT NULL,
      locked_until timestamptz,
      PRIMARY KEY (event_id, handler)
    )`);
    // The relay's question: what is due.
    await q.query(`CREATE INDEX domain_event_deliveries_due_idx ON domain_event_deliveries (next_attempt_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE domain_event_deliveries`);
    await q.query(`DROP TABLE domain_events`);
  }
}
