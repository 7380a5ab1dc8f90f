import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1763776800000 implements MigrationInterface {
  name = 'CreateIdentity1763776800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name varchar(100) NOT NULL,
      email varchar(254) NOT NULL,
      password_hash text NOT NULL,
      has_full_access boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`);

    await q.query(`CREATE TABLE password_resets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash char(64) NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX password_resets_token_hash_key ON password_resets (token_hash)`);
    await q.query(`CREATE INDEX password_resets_user ON password_resets (user_id)`);

    await q.query(`CREATE TABLE auth_attempts (
      key varchar(400) PRIMARY KEY,
      count int NOT NULL,
      window_started_at timestamptz NOT NULL
    )`);

    // The session store of connect-pg-simple, under the name the architecture uses.
    await q.query(`CREATE TABLE sessions (
      sid varchar NOT NULL PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    )`);
    await q.query(`CREATE INDEX sessions_expire ON sessions (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE auth_attempts`);
    await q.query(`DROP TABLE password_resets`);
    await q.query(`DROP TABLE users`);
  }
}
