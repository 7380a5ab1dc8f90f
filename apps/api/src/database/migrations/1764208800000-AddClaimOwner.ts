import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who holds a vault's claim, so a worker whose lease ran out can neither send nor release it. */
export class AddClaimOwner1764208800000 implements MigrationInterface {
  name = 'AddClaimOwner1764208800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults ADD COLUMN claimed_by uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults DROP COLUMN claimed_by`);
  }
}
