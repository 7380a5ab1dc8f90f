import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A subscription whose renewal was stopped because its owner asked to delete the account: signing
 * in during the grace starts the renewal again, but only for these (never one the owner had
 * cancelled themselves).
 */
export class RememberRenewalsStoppedForDeletion1795819000000 implements MigrationInterface {
  name = 'RememberRenewalsStoppedForDeletion1795819000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions ADD COLUMN renewal_stopped_for_deletion boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions DROP COLUMN renewal_stopped_for_deletion`);
  }
}
