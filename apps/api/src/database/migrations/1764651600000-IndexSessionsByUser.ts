import { MigrationInterface, QueryRunner } from 'typeorm';

/** A new password ends every session of its account: the sessions are found by their user id. */
export class IndexSessionsByUser1764651600000 implements MigrationInterface {
  name = 'IndexSessionsByUser1764651600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX sessions_user_id ON sessions ((sess ->> 'userId'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX sessions_user_id`);
  }
}
