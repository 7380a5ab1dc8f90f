import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `storyvault status` shows when new mail last came in, by the poller or fed by hand
 * (`storyvault ingest`): the newest `received_at`, read from this index rather than every row.
 */
export class IndexInboundReceivedAt1795788728726 implements MigrationInterface {
  name = 'IndexInboundReceivedAt1795788728726';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX inbound_messages_received_at ON inbound_messages (received_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX inbound_messages_received_at`);
  }
}
