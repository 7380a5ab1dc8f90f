import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox of domain events (docs/decisions.md, "Domain events"): each event, and
 * one delivery row per handler its type had when it was stored.
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
    await q.query(`CREATE TABLE domain_event_deliveries (
      event_id uuid NOT NULL CONSTRAINT domain_event_deliveries_event_id_fkey
        REFERENCES domain_events(id) ON DELETE CASCADE,
      handler varchar(100) NOT NULL,
      done_at timestamptz,
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      next_attempt_at timestamptz NOT NULL,
      locked_until timestamptz,
      PRIMARY KEY (event_id, handler)
    )`);
    // The relay's question: what is owed and due. Done deliveries leave the index.
    await q.query(`CREATE INDEX domain_event_deliveries_due_idx ON domain_event_deliveries (next_attempt_at)
      WHERE done_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE domain_event_deliveries`);
    await q.query(`DROP TABLE domain_events`);
  }
}
