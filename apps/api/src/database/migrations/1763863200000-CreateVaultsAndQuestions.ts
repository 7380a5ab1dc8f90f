import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVaultsAndQuestions1763863200000 implements MigrationInterface {
  name = 'CreateVaultsAndQuestions1763863200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE questions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key varchar(100),
      text varchar(500) NOT NULL,
      category varchar(40) NOT NULL,
      is_prewritten boolean NOT NULL,
      owner_id uuid CONSTRAINT questions_owner_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      starter_rank int,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT questions_prewritten_or_owned CHECK (is_prewritten OR owner_id IS NOT NULL)
    )`);
    await q.query(`CREATE UNIQUE INDEX questions_key_unique ON questions (key)`);
    await q.query(`CREATE INDEX questions_owner ON questions (owner_id)`);

    await q.query(`CREATE TABLE vaults (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL CONSTRAINT vaults_owner_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      senior_name varchar(100) NOT NULL,
      senior_email varchar(254) NOT NULL,
      senior_phone varchar(30),
      delivery_method varchar(10) NOT NULL,
      frequency_weeks smallint NOT NULL,
      send_intro_email boolean NOT NULL,
      is_setup_complete boolean NOT NULL,
      setup_completed_at timestamptz,
      next_send_at timestamptz,
      stories_count int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX vaults_owner ON vaults (owner_id)`);
    await q.query(`CREATE INDEX vaults_next_send ON vaults (next_send_at)`);

    await q.query(`CREATE TABLE vault_questions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vault_id uuid NOT NULL CONSTRAINT vault_questions_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      question_id uuid NOT NULL CONSTRAINT vault_questions_question_id_fkey REFERENCES questions(id) ON DELETE CASCADE,
      sort_order bigint NOT NULL,
      is_custom boolean NOT NULL,
      state varchar(10) NOT NULL DEFAULT 'queued',
      added_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE UNIQUE INDEX vault_questions_vault_question_unique ON vault_questions (vault_id, question_id)`,
    );

    await q.query(`CREATE TABLE activities (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vault_id uuid NOT NULL CONSTRAINT activities_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      type varchar(40) NOT NULL,
      description varchar(300) NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX activities_vault_created ON activities (vault_id, created_at)`);

    await q.query(`CREATE TABLE stories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vault_id uuid NOT NULL CONSTRAINT stories_vault_id_fkey REFERENCES vaults(id) ON DELETE CASCADE,
      question_id uuid CONSTRAINT stories_question_id_fkey REFERENCES questions(id) ON DELETE SET NULL,
      question_text text NOT NULL,
      response_type varchar(10) NOT NULL,
      full_text text NOT NULL,
      raw_text text NOT NULL,
      tags text[] NOT NULL DEFAULT '{}',
      media_key varchar(300),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX stories_vault_created ON stories (vault_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stories`);
    await q.query(`DROP TABLE activities`);
    await q.query(`DROP TABLE vault_questions`);
    await q.query(`DROP TABLE vaults`);
    await q.query(`DROP TABLE questions`);
  }
}
