import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How often processing an inbound email was started: one that kills or hangs the worker every
 * time it is read is given up on after a few tries, instead of stopping the mailbox for good.
 */
export class CountInboundAttempts1764381600000 implements MigrationInterface {
  name = 'CountInboundAttempts1764381600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inbound_messages ADD COLUMN attempts int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inbound_messages DROP COLUMN attempts`);
  }
}
