import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Comments on stories by the owner and the vault's members (docs/decisions/0041-comments-and-suggested-questions.md).
 */
export class CreateStoryComments1765500100000 implements MigrationInterface {
  name = 'CreateStoryComments1765500100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE story_comments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vault_id uuid NOT NULL CONSTRAINT story_comments_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      story_id uuid NOT NULL CONSTRAINT story_comments_story_id_fkey REFERENCES stories(id) ON DELETE CASCADE,
      author_id uuid NOT NULL CONSTRAINT story_comments_author_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // A story's comments (Read Story), and a vault's newest (the senior's next question email).
    await q.query(`CREATE INDEX story_comments_story_created ON story_comments (story_id, created_at)`);
    await q.query(`CREATE INDEX story_comments_vault_created ON story_comments (vault_id, created_at)`);
    // Deleting an account deletes its comments: found by author, not by a scan.
    await q.query(`CREATE INDEX story_comments_author ON story_comments (author_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE story_comments`);
  }
}
