export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** How far a running job got: a percentage, with the counts it came from when they were given. */
export interface JobProgress {
  percent: number;
  done?: number;
  total?: number;
}

export interface EnqueueOptions {
  /**
   * Names one piece of work: while a job of the same name and key is queued, running or done,
   * enqueue answers that job's id and adds nothing. A failed job frees its key (enqueue again
   * to retry it). So a key should name the work itself (`export:{vault}:{day}`), not a kind.
   */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * Among due jobs of a name, a lower priority is claimed first, then the earlier runAt (default 0,
   * a whole number of 0 or more). Exports give a vault's second one 1, so it waits behind the first
   * of every other vault.
   */
  priority?: number;
  /** Tries before the job is `failed` (default 5). */
  maxAttempts?: number;
  /** The wait after the first failed try, doubling after each next one, at most a day (default 30). */
  backoffSeconds?: number;
}

/** A job as its handler receives it. `attempt` counts from 1. */
export interface Job<P = unknown> {
  id: string;
  name: string;
  payload: P;
  attempt: number;
  runAt: Date;
}

export interface JobContext {
  /** Records how far the job got (0..100, or done of total) for status(); it also renews the lease. */
  progress(progress: number | { done: number; total: number }): Promise<void>;
  /** Aborted when this worker lost the job (its lease ran out and another took it) or is stopping. */
  signal: AbortSignal;
}

export type JobHandler<P = unknown> = (job: Job<P>, ctx: JobContext) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this name one worker runs at once (default 1). */
  concurrency?: number;
  /** How long a claimed job stays with its worker without a sign of life (default 60); renewed every third of it. */
  leaseSeconds?: number;
}

/** What status() tells about a job, e.g. for an endpoint that shows an export's progress. */
export interface JobState {
  id: string;
  name: string;
  key: string | null;
  status: JobStatus;
  progress: JobProgress | null;
  /** Tries started so far. */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** When the job is due (for a queued job after a failure: its next try). */
  runAt: Date;
  /** Until when a running job's worker holds it. */
  heldUntil: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/**
 * Port: durable background jobs. Any process may enqueue; only worker processes start() the
 * runner, which claims due jobs in the database so that each try runs in one worker. A job runs
 * at least once: a worker that dies mid-way loses its lease and another runs the job again, so
 * handlers must be safe to repeat.
 */
export abstract class JobQueue {
  /** Adds a job and answers its id (or the id of the job already holding `opts.key`). */
  abstract enqueue<P>(name: string, payload: P, opts?: EnqueueOptions): Promise<string>;
  /** The handler of every job of this name this process runs. One handler per name. */
  abstract work<P>(name: string, handler: JobHandler<P>, opts?: WorkOptions): void;
  /**
   * A job of this name every `intervalSeconds`, at multiples of the interval since 1970 UTC (3600:
   * on the hour). Each occurrence is one job, keyed by its time, so however many workers run,
   * each occurrence runs once; occurrences missed while no worker ran are not made up.
   */
  abstract every<P>(name: string, intervalSeconds: number, payload?: P): Promise<void>;
  /** The job's state, or null for an unknown id. */
  abstract status(id: string): Promise<JobState | null>;
  /** Starts claiming and running jobs (worker processes only). */
  abstract start(): void;
  /** Stops claiming; waits a little for running handlers, then gives their jobs back. */
  abstract stop(): Promise<void>;
}

/**
 * A handler's failure that names the earliest time to try again (a service's Retry-After): the
 * next try waits for it, or for the usual backoff when that is longer.
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly notBefore: Date,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}
