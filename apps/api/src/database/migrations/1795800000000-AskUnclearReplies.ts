import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The senior's pending choices (docs/decisions/0087-asking-when-a-reply-is-unclear.md):
 * one per inbound email whose short reply may be a command but is not clearly one, found by the
 * SHA-256 of its token (the token is only in her email). A deleted vault takes its choices with it.
 */
export class AskUnclearReplies1795800000000 implements MigrationInterface {
  name = 'AskUnclearReplies1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE reply_choices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      inbound_id uuid NOT NULL CONSTRAINT reply_choices_inbound_id_fkey REFERENCES inbound_messages(id) ON DELETE CASCADE,
      vault_id uuid NOT NULL CONSTRAINT reply_choices_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      delivery_id uuid NOT NULL CONSTRAINT reply_choices_delivery_id_fkey REFERENCES deliveries(id) ON DELETE CASCADE,
      command jsonb NOT NULL,
      language varchar(5) NOT NULL,
      reply_text text NOT NULL,
      token_hash char(64) NOT NULL CONSTRAINT reply_choices_token_hash_key UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decision varchar(10) CONSTRAINT reply_choices_decision_check CHECK (decision IN ('command', 'story')),
      decided_by varchar(10) CONSTRAINT reply_choices_decided_by_check CHECK (decided_by IN ('senior', 'timeout')),
      CONSTRAINT reply_choices_inbound_id_key UNIQUE (inbound_id)
    )`);
    // The 7-day round finds the undecided ones oldest first.
    await q.query(`CREATE INDEX reply_choices_undecided ON reply_choices (created_at) WHERE decided_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reply_choices`);
  }
}
