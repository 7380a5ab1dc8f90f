import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDeliveries1763949600000 implements MigrationInterface {
  name = 'CreateDeliveries1763949600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vaults
      ADD COLUMN intro_sent_at timestamptz,
      ADD COLUMN last_sent_at timestamptz,
      ADD COLUMN queue_empty_notified_at timestamptz,
      ADD COLUMN claimed_until timestamptz`);
    await q.query(`ALTER TABLE vault_questions ADD COLUMN sent_at timestamptz`);

    await q.query(`CREATE TABLE deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vault_id uuid NOT NULL CONSTRAINT deliveries_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      kind varchar(20) NOT NULL,
      dedupe_key varchar(200) NOT NULL,
      recipient varchar(254) NOT NULL,
      vault_question_id uuid CONSTRAINT deliveries_vault_question_id_fkey REFERENCES vault_questions(id) ON DELETE SET NULL,
      question_id uuid CONSTRAINT deliveries_question_id_fkey REFERENCES questions(id) ON DELETE SET NULL,
      question_text text,
      parent_id uuid CONSTRAINT deliveries_parent_id_fkey REFERENCES deliveries(id) ON DELETE CASCADE,
      token_hash char(64),
      token_sealed text,
      message_id varchar(300) NOT NULL,
      state varchar(10) NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      sent_at timestamptz,
      answered_at timestamptz,
      follow_up_claimed_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX deliveries_dedupe_key_unique ON deliveries (dedupe_key)`);
    await q.query(`CREATE UNIQUE INDEX deliveries_token_hash_unique ON deliveries (token_hash)`);
    await q.query(`CREATE INDEX deliveries_vault_created ON deliveries (vault_id, created_at)`);
    // The follow-up scan looks only at sent, unanswered questions.
    await q.query(
      `CREATE INDEX deliveries_follow_up_scan ON deliveries (sent_at) WHERE kind = 'question' AND answered_at IS NULL`,
    );
    await q.query(`CREATE INDEX deliveries_parent ON deliveries (parent_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE deliveries`);
    await q.query(`ALTER TABLE vault_questions DROP COLUMN sent_at`);
    await q.query(`ALTER TABLE vaults DROP COLUMN intro_sent_at, DROP COLUMN last_sent_at,
      DROP COLUMN queue_empty_notified_at, DROP COLUMN claimed_until`);
  }
}
