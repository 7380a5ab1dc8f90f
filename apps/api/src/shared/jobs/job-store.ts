import { JobProgress, JobState } from './job-queue';

export interface NewJob {
  name: string;
  key: string | null;
  payload: unknown;
  runAt: Date;
  /** Lower first among due jobs (see EnqueueOptions.priority). */
  priority: number;
  maxAttempts: number;
  backoffSeconds: number;
  createdAt: Date;
}

/** A job as a worker claimed it; `attempts` already counts this try. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  backoffSeconds: number;
}

/**
 * Port: the jobs table the runner works on. A claim carries a holder token (one per claiming
 * round): only the holder may renew, finish, retry, fail or give back its job, so a worker whose
 * lease ran out can no longer touch a job another worker took over.
 */
export abstract class JobStore {
  /** Adds the job unless a queued, running or done job has its name and key; answers the job's id either way. */
  abstract add(job: NewJob): Promise<string>;
  /**
   * Claims up to `limit` jobs of `name` that are due at `now`, or running under a lease that ran
   * out before `now` with tries left; they are running, held by `holder` until `heldUntil`.
   * Lowest priority first, then earliest `runAt`.
   */
  abstract claim(name: string, now: Date, limit: number, heldUntil: Date, holder: string): Promise<ClaimedJob[]>;
  /** Jobs of `name` whose lease ran out on their last try are failed with `error`; answers how many. */
  abstract failAbandoned(name: string, now: Date, error: string): Promise<number>;
  /** Extends the holder's lease; false when the holder no longer has the job. */
  abstract renew(id: string, holder: string, heldUntil: Date): Promise<boolean>;
  /** Stores progress and extends the lease; false when the holder no longer has the job. */
  abstract saveProgress(id: string, holder: string, progress: JobProgress, heldUntil: Date): Promise<boolean>;
  abstract finish(id: string, holder: string, at: Date): Promise<boolean>;
  /** Queued again for `runAt`, with the error kept. */
  abstract retry(id: string, holder: string, error: string, runAt: Date): Promise<boolean>;
  abstract fail(id: string, holder: string, error: string, at: Date): Promise<boolean>;
  /** Queued again at `now` without counting the try (a worker stopping before its handler ended). */
  abstract giveBack(id: string, holder: string, now: Date): Promise<boolean>;
  abstract find(id: string): Promise<JobState | null>;
  /** Deletes done jobs finished before `doneBefore` and failed ones before `failedBefore`; answers how many. */
  abstract prune(doneBefore: Date, failedBefore: Date): Promise<number>;
}
