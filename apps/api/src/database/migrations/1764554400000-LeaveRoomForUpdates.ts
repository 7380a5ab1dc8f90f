import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rows a worker rewrites on every send (a vault's claim and schedule, a delivery's state, a
 * queued question's state) keep free space on their pages, so PostgreSQL can update them in
 * place (HOT) instead of writing a new entry into every index.
 */
export class LeaveRoomForUpdates1764554400000 implements MigrationInterface {
  name = 'LeaveRoomForUpdates1764554400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults SET (fillfactor = 70)`);
    await q.query(`ALTER TABLE vault_questions SET (fillfactor = 85)`);
    await q.query(`ALTER TABLE deliveries SET (fillfactor = 85)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deliveries RESET (fillfactor)`);
    await q.query(`ALTER TABLE vault_questions RESET (fillfactor)`);
    await q.query(`ALTER TABLE vaults RESET (fillfactor)`);
  }
}
