import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A vault's language: what the senior reads (the emails, the answer pages) and the book prints.
 * Every vault so far spoke English.
 */
export class GiveVaultsALanguage1795834000000 implements MigrationInterface {
  name = 'GiveVaultsALanguage1795834000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE vaults ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en'
         CONSTRAINT vaults_language_known CHECK (language IN ('en', 'de', 'es', 'fr', 'nl'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE vaults DROP COLUMN language`);
  }
}
