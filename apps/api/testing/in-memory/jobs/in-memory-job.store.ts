import { randomUUID } from 'node:crypto';
import { Clock, SystemClock } from '../../../src/shared/time/clock';
import { JobProgress, JobState } from '../../../src/shared/jobs/job-queue';
import { ClaimedJob, JobStore, NewJob } from '../../../src/shared/jobs/job-store';
import { LeasedJobQueue, RunnerOptions } from '../../../src/shared/jobs/leased-job-queue';

interface Row extends JobState {
  payload: string;
  priority: number;
  backoffSeconds: number;
  holder: string | null;
}

/** What jsonb would give back: the payload as JSON read again (dates become strings, undefined goes). */
const asJson = (value: unknown): string => JSON.stringify(value ?? null);

/** The jobs table in memory, for unit tests. Every method is synchronous inside, so calls never interleave. */
export class InMemoryJobStore extends JobStore {
  private readonly rows = new Map<string, Row>();

  async add(job: NewJob): Promise<string> {
    const payload = asJson(job.payload);
    if (job.key !== null) {
      for (const row of this.rows.values())
        if (row.name === job.name && row.key === job.key && row.status !== 'failed') return row.id;
    }
    const id = randomUUID();
    this.rows.set(id, {
      id,
      name: job.name,
      key: job.key,
      payload,
      status: 'queued',
      progress: null,
      attempts: 0,
      maxAttempts: job.maxAttempts,
      backoffSeconds: job.backoffSeconds,
      lastError: null,
      runAt: job.runAt,
      priority: job.priority,
      heldUntil: null,
      holder: null,
      createdAt: job.createdAt,
      finishedAt: null,
    });
    return id;
  }

  async claim(name: string, now: Date, limit: number, heldUntil: Date, holder: string): Promise<ClaimedJob[]> {
    const claimable = [...this.rows.values()]
      .filter(
        (r) =>
          r.name === name &&
          ((r.status === 'queued' && r.runAt <= now) ||
            (r.status === 'running' && r.heldUntil! <= now && r.attempts < r.maxAttempts)),
      )
      .sort((a, b) => a.priority - b.priority || a.runAt.getTime() - b.runAt.getTime() || (a.id < b.id ? -1 : 1))
      .slice(0, limit);
    return claimable.map((r) => {
      Object.assign(r, { status: 'running', attempts: r.attempts + 1, holder, heldUntil });
      return {
        id: r.id,
        name: r.name,
        payload: JSON.parse(r.payload) as unknown,
        runAt: r.runAt,
        attempts: r.attempts,
        maxAttempts: r.maxAttempts,
        backoffSeconds: r.backoffSeconds,
      };
    });
  }

  async failAbandoned(name: string, now: Date, error: string): Promise<number> {
    let failed = 0;
    for (const r of this.rows.values()) {
      if (r.name !== name || r.status !== 'running' || r.heldUntil! > now || r.attempts < r.maxAttempts) continue;
      Object.assign(r, { status: 'failed', lastError: error, finishedAt: now, holder: null, heldUntil: null });
      failed++;
    }
    return failed;
  }

  private held(id: string, holder: string): Row | null {
    const row = this.rows.get(id);
    return row && row.status === 'running' && row.holder === holder ? row : null;
  }

  async renew(id: string, holder: string, heldUntil: Date): Promise<boolean> {
    const row = this.held(id, holder);
    if (row) row.heldUntil = heldUntil;
    return !!row;
  }

  async saveProgress(id: string, holder: string, progress: JobProgress, heldUntil: Date): Promise<boolean> {
    const row = this.held(id, holder);
    if (row) Object.assign(row, { progress: { ...progress }, heldUntil });
    return !!row;
  }

  async finish(id: string, holder: string, at: Date): Promise<boolean> {
    const row = this.held(id, holder);
    if (row) Object.assign(row, { status: 'done', finishedAt: at, holder: null, heldUntil: null });
    return !!row;
  }

  async retry(id: string, holder: string, error: string, runAt: Date): Promise<boolean> {
    const row = this.held(id, holder);
    if (row) Object.assign(row, { status: 'queued', lastError: error, runAt, holder: null, heldUntil: null });
    return !!row;
  }

  async fail(id: string, holder: string, error: string, at: Date): Promise<boolean> {
    const row = this.held(id, holder);
    if (row) Object.assign(row, { status: 'failed', lastError: error, finishedAt: at, holder: null, heldUntil: null });
    return !!row;
  }

  async giveBack(id: string, holder: string, now: Date): Promise<boolean> {
    const row = this.held(id, holder);
    if (row)
      Object.assign(row, { status: 'queued', attempts: row.attempts - 1, runAt: now, holder: null, heldUntil: null });
    return !!row;
  }

  async find(id: string): Promise<JobState | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const { payload: _payload, backoffSeconds: _backoff, holder: _holder, priority: _priority, ...state } = row;
    return { ...state, progress: state.progress && { ...state.progress } };
  }

  async prune(doneBefore: Date, failedBefore: Date): Promise<number> {
    let pruned = 0;
    for (const [id, r] of this.rows) {
      const before = r.status === 'done' ? doneBefore : r.status === 'failed' ? failedBefore : null;
      if (before && r.finishedAt! < before && this.rows.delete(id)) pruned++;
    }
    return pruned;
  }
}

/** A JobQueue for unit tests of use cases: the real runner over jobs kept in memory; `runDue()` runs what is due. */
export class InMemoryJobQueue extends LeasedJobQueue {
  constructor(clock: Clock = new SystemClock(), options: RunnerOptions = {}, store = new InMemoryJobStore()) {
    super(store, clock, options);
  }
}
