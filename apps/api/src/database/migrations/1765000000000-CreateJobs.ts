import { MigrationInterface, QueryRunner } from 'typeorm';

/** Durable background jobs, claimed with a lease by any worker (docs/decisions/0033-background-jobs.md). */
export class CreateJobs1765000000000 implements MigrationInterface {
  name = 'CreateJobs1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name varchar(100) NOT NULL,
      key varchar(300),
      payload jsonb NOT NULL,
      status varchar(10) NOT NULL DEFAULT 'queued'
        CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'running', 'done', 'failed')),
      run_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL CONSTRAINT jobs_max_attempts_check CHECK (max_attempts >= 1),
      backoff_seconds integer NOT NULL,
      progress jsonb,
      last_error text,
      locked_by uuid,
      locked_until timestamptz,
      created_at timestamptz NOT NULL,
      finished_at timestamptz
    )`);
    // A key names one piece of work: taken while its job is queued, running or done.
    await q.query(
      `CREATE UNIQUE INDEX jobs_name_key_idx ON jobs (name, key) WHERE key IS NOT NULL AND status <> 'failed'`,
    );
    await q.query(`CREATE INDEX jobs_due_idx ON jobs (name, run_at) WHERE status = 'queued'`);
    await q.query(`CREATE INDEX jobs_leased_idx ON jobs (name, locked_until) WHERE status = 'running'`);
    await q.query(`CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE status IN ('done', 'failed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE jobs`);
  }
}
