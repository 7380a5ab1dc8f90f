import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Activities the owner alone sees (docs/decisions/0076-reply-words-from-another-address.md): a
 * reply word from an address not the senior's, held back for the owner. Every line so far is the
 * family's.
 */
export class KeepActivitiesForTheOwner1795788616298 implements MigrationInterface {
  name = 'KeepActivitiesForTheOwner1795788616298';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activities ADD COLUMN audience varchar(10) NOT NULL DEFAULT 'family'`);
    await q.query(
      `ALTER TABLE activities ADD CONSTRAINT activities_audience_check CHECK (audience IN ('family', 'owner'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE activities DROP COLUMN audience`);
  }
}
