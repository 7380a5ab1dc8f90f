import { MigrationInterface, QueryRunner } from 'typeorm';

/** Questions family members suggest for the senior (docs/decisions/0041-comments-and-suggested-questions.md). */
export class CreateQuestionSuggestions1765500200000 implements MigrationInterface {
  name = 'CreateQuestionSuggestions1765500200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE question_suggestions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vault_id uuid NOT NULL CONSTRAINT question_suggestions_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      author_id uuid NOT NULL CONSTRAINT question_suggestions_author_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      text text NOT NULL,
      status varchar(10) NOT NULL DEFAULT 'open'
        CONSTRAINT question_suggestions_status_check CHECK (status IN ('open', 'accepted', 'dismissed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`);
    // The owner's list: a vault's open suggestions, oldest first.
    await q.query(
      `CREATE INDEX question_suggestions_open ON question_suggestions (vault_id, created_at) WHERE status = 'open'`,
    );
    await q.query(`CREATE INDEX question_suggestions_author ON question_suggestions (author_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE question_suggestions`);
  }
}
