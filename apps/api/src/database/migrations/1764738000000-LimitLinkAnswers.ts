import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answers each link took in the last day, to hold it to its limits
 * (docs/decisions/0020-uploads-link-limits-secrets-at-rest.md).
 */
export class LimitLinkAnswers1764738000000 implements MigrationInterface {
  name = 'LimitLinkAnswers1764738000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE link_answers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      delivery_id uuid NOT NULL CONSTRAINT link_answers_delivery_id_fkey REFERENCES deliveries(id) ON DELETE CASCADE,
      kind varchar(10) NOT NULL CONSTRAINT link_answers_kind_check CHECK (kind IN ('written', 'voice')),
      answered_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX link_answers_delivery_idx ON link_answers (delivery_id, answered_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE link_answers`);
  }
}
