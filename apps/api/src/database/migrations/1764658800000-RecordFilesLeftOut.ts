import { MigrationInterface, QueryRunner } from 'typeorm';

/** The files of an email its story does not hold (too big, a logo, too many), each with the reason. */
export class RecordFilesLeftOut1764658800000 implements MigrationInterface {
  name = 'RecordFilesLeftOut1764658800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inbound_messages ADD COLUMN left_out jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inbound_messages DROP COLUMN left_out`);
  }
}
