import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail by sender alone is filed, or its owners told of it, only for vaults that had a verified
 * reply from the address (docs/decisions/0075-mail-by-sender-alone.md): found among the stored
 * messages, past ones included, by this index.
 */
export class IndexVerifiedReplies1795788292736 implements MigrationInterface {
  name = 'IndexVerifiedReplies1795788292736';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX inbound_messages_verified_replies ON inbound_messages (vault_id, lower(from_address))
       WHERE attribution IN ('token', 'thread') AND outcome IN ('story', 'command', 'empty')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX inbound_messages_verified_replies`);
  }
}
