import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claiming due vaults walks an index instead of sorting the whole table: due questions in
 * send order, and the (few) vaults still waiting for their introduction.
 */
export class IndexDueVaults1764295200000 implements MigrationInterface {
  name = 'IndexDueVaults1764295200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX vaults_next_send`);
    await q.query(`CREATE INDEX vaults_due ON vaults (next_send_at, id) WHERE is_setup_complete`);
    await q.query(
      `CREATE INDEX vaults_intro_due ON vaults (id) WHERE is_setup_complete AND send_intro_email AND intro_sent_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX vaults_intro_due`);
    await q.query(`DROP INDEX vaults_due`);
    await q.query(`CREATE INDEX vaults_next_send ON vaults (next_send_at)`);
  }
}
