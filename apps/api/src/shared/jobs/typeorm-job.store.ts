import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../ids';
import { JobProgress, JobState, JobStatus } from './job-queue';
import { ClaimedJob, JobStore, NewJob } from './job-store';

interface JobRow {
  id: string;
  name: string;
  key: string | null;
  payload: unknown;
  status: JobStatus;
  run_at: Date;
  priority: number;
  attempts: number;
  max_attempts: number;
  backoff_seconds: number;
  progress: JobProgress | null;
  last_error: string | null;
  locked_until: Date | null;
  created_at: Date;
  finished_at: Date | null;
}

const claimed = (r: JobRow): ClaimedJob => ({
  id: r.id,
  name: r.name,
  payload: r.payload,
  runAt: r.run_at,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  backoffSeconds: r.backoff_seconds,
});

/** Only the holder's own running job is touched: the guard of every update a worker makes. */
const HELD = `id = $1 AND locked_by = $2 AND status = 'running'`;
const RELEASED = 'locked_by = NULL, locked_until = NULL';

/** The jobs table in PostgreSQL, in plain SQL; claims take rows with FOR UPDATE SKIP LOCKED. */
@Injectable()
export class TypeormJobStore extends JobStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async add(job: NewJob): Promise<string> {
    // A failed job of the same key can free it between the two statements: then insert again.
    for (let tries = 1; ; tries++) {
      const inserted: Array<{ id: string }> = await this.db.query(
        `INSERT INTO jobs (name, key, payload, run_at, max_attempts, backoff_seconds, created_at, priority)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)
         ON CONFLICT (name, key) WHERE key IS NOT NULL AND status <> 'failed' DO NOTHING
         RETURNING id`,
        [
          job.name,
          job.key,
          JSON.stringify(job.payload ?? null),
          job.runAt,
          job.maxAttempts,
          job.backoffSeconds,
          job.createdAt,
          job.priority,
        ],
      );
      if (inserted[0]) return inserted[0].id;
      const existing: Array<{ id: string }> = await this.db.query(
        `SELECT id FROM jobs WHERE name = $1 AND key = $2 AND status <> 'failed'`,
        [job.name, job.key],
      );
      if (existing[0]) return existing[0].id;
      if (tries === 5) throw new Error(`Could not add job ${job.name} with key ${job.key}.`);
    }
  }

  async claim(name: string, now: Date, limit: number, heldUntil: Date, holder: string): Promise<ClaimedJob[]> {
    // Two index walks (jobs_due_idx, on priority then run_at; jobs_leased_idx); SKIP LOCKED lets concurrent workers take different rows.
    const [rows] = (await this.db.query(
      `WITH due AS (
         SELECT id, priority, run_at FROM jobs WHERE name = $1 AND status = 'queued' AND run_at <= $2
         ORDER BY priority, run_at, id LIMIT $3 FOR UPDATE SKIP LOCKED),
       abandoned AS (
         SELECT id, priority, run_at FROM jobs
         WHERE name = $1 AND status = 'running' AND locked_until <= $2 AND attempts < max_attempts
         ORDER BY locked_until, id LIMIT $3 FOR UPDATE SKIP LOCKED),
       picked AS (
         SELECT id FROM (SELECT * FROM due UNION ALL SELECT * FROM abandoned) candidates
         ORDER BY priority, run_at, id LIMIT $3)
       UPDATE jobs j SET status = 'running', attempts = j.attempts + 1, locked_by = $4, locked_until = $5
       FROM picked WHERE j.id = picked.id
       RETURNING j.*`,
      [name, now, limit, holder, heldUntil],
    )) as [JobRow[], number];
    return rows
      .sort((a, b) => a.priority - b.priority || a.run_at.getTime() - b.run_at.getTime() || (a.id < b.id ? -1 : 1))
      .map(claimed);
  }

  async failAbandoned(name: string, now: Date, error: string): Promise<number> {
    const [, failed] = (await this.db.query(
      `UPDATE jobs SET status = 'failed', last_error = $3, finished_at = $2, ${RELEASED}
       WHERE name = $1 AND status = 'running' AND locked_until <= $2 AND attempts >= max_attempts`,
      [name, now, error],
    )) as [unknown, number];
    return failed;
  }

  private async update(set: string, params: unknown[]): Promise<boolean> {
    const [, changed] = (await this.db.query(`UPDATE jobs SET ${set} WHERE ${HELD}`, params)) as [unknown, number];
    return changed > 0;
  }

  renew(id: string, holder: string, heldUntil: Date): Promise<boolean> {
    return this.update('locked_until = $3', [id, holder, heldUntil]);
  }

  saveProgress(id: string, holder: string, progress: JobProgress, heldUntil: Date): Promise<boolean> {
    return this.update('progress = $3::jsonb, locked_until = $4', [id, holder, JSON.stringify(progress), heldUntil]);
  }

  finish(id: string, holder: string, at: Date): Promise<boolean> {
    return this.update(`status = 'done', finished_at = $3, ${RELEASED}`, [id, holder, at]);
  }

  retry(id: string, holder: string, error: string, runAt: Date): Promise<boolean> {
    return this.update(`status = 'queued', last_error = $3, run_at = $4, ${RELEASED}`, [id, holder, error, runAt]);
  }

  fail(id: string, holder: string, error: string, at: Date): Promise<boolean> {
    return this.update(`status = 'failed', last_error = $3, finished_at = $4, ${RELEASED}`, [id, holder, error, at]);
  }

  giveBack(id: string, holder: string, now: Date): Promise<boolean> {
    return this.update(`status = 'queued', attempts = attempts - 1, run_at = $3, ${RELEASED}`, [id, holder, now]);
  }

  async find(id: string): Promise<JobState | null> {
    if (!isUuid(id)) return null;
    const rows: JobRow[] = await this.db.query('SELECT * FROM jobs WHERE id = $1', [id]);
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      name: r.name,
      key: r.key,
      status: r.status,
      progress: r.progress,
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
      lastError: r.last_error,
      runAt: r.run_at,
      heldUntil: r.status === 'running' ? r.locked_until : null,
      createdAt: r.created_at,
      finishedAt: r.finished_at,
    };
  }

  async prune(doneBefore: Date, failedBefore: Date): Promise<number> {
    const [, pruned] = (await this.db.query(
      `DELETE FROM jobs WHERE (status = 'done' AND finished_at < $1) OR (status = 'failed' AND finished_at < $2)`,
      [doneBefore, failedBefore],
    )) as [unknown, number];
    return pruned;
  }
}
