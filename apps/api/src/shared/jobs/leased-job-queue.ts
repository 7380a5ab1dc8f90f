import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../time/clock';
import { EnqueueOptions, JobHandler, JobQueue, JobState, RetryLaterError, WorkOptions } from './job-queue';
import { ClaimedJob, JobStore } from './job-store';
import { backoffMs, errorText, nextOccurrence, occurrenceKey, toProgress } from './job-timing';
import { reportUnlessStopping } from '../process/process-stopping';

export interface RunnerOptions {
  /** How often a started runner looks for due jobs (default 5 s); it also looks as soon as a handler ends. */
  pollMs?: number;
  /** How long stop() waits for running handlers before giving their jobs back (default 5 s). */
  stopGraceMs?: number;
}

interface Worker {
  handler: JobHandler;
  concurrency: number;
  leaseMs: number;
  running: number;
}

interface Schedule {
  intervalSeconds: number;
  payload: unknown;
  /** The occurrence this runner last added, so it adds each one once. */
  added: number | null;
}

interface Running {
  job: ClaimedJob;
  holder: string;
  /** Stops the heartbeat and aborts the handler's signal. */
  lost: (reason?: string) => void;
  ended: Promise<void>;
}

const NAME = /^[A-Za-z0-9._:-]{1,100}$/;

function positiveInteger(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${what} must be a whole number of 1 or more.`);
  return value;
}

function checkName(name: string): void {
  if (!NAME.test(name)) throw new RangeError(`Job name ${JSON.stringify(name)} must be 1-100 letters, digits or ._:-`);
}

/**
 * The job runner over a JobStore: claims due jobs with a lease, renews it while the handler runs,
 * records the outcome, and keeps the recurring jobs' next occurrences queued.
 */
export class LeasedJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly workers = new Map<string, Worker>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly running = new Set<Running>();
  private readonly pollMs: number;
  private readonly stopGraceMs: number;
  private started = false;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<unknown> | null = null;
  /** Something asked for a look while one was under way. */
  private again = false;

  constructor(
    private readonly store: JobStore,
    private readonly clock: Clock,
    options: RunnerOptions = {},
  ) {
    super();
    this.pollMs = options.pollMs ?? 5_000;
    this.stopGraceMs = options.stopGraceMs ?? 5_000;
  }

  async enqueue<P>(name: string, payload: P, opts: EnqueueOptions = {}): Promise<string> {
    checkName(name);
    if (opts.key !== undefined && (opts.key.length < 1 || opts.key.length > 300))
      throw new RangeError('A job key must be 1-300 characters.');
    const now = this.clock.now();
    const id = await this.store.add({
      name,
      key: opts.key ?? null,
      payload: payload ?? null,
      runAt: opts.runAt ?? now,
      priority: opts.priority === undefined || opts.priority === 0 ? 0 : positiveInteger(opts.priority, 'priority'),
      maxAttempts: positiveInteger(opts.maxAttempts ?? 5, 'maxAttempts'),
      backoffSeconds: positiveInteger(opts.backoffSeconds ?? 30, 'backoffSeconds'),
      createdAt: now,
    });
    // A worker in this same process need not wait for its next look.
    if (this.started && this.workers.has(name) && (opts.runAt ?? now) <= now) this.wake();
    return id;
  }

  work<P>(name: string, handler: JobHandler<P>, opts: WorkOptions = {}): void {
    checkName(name);
    if (this.workers.has(name)) throw new Error(`Jobs named ${name} already have a handler.`);
    this.workers.set(name, {
      handler: handler as JobHandler,
      concurrency: positiveInteger(opts.concurrency ?? 1, 'concurrency'),
      leaseMs: positiveInteger(opts.leaseSeconds ?? 60, 'leaseSeconds') * 1000,
      running: 0,
    });
    if (this.started) this.wake();
  }

  async every<P>(name: string, intervalSeconds: number, payload?: P): Promise<void> {
    checkName(name);
    positiveInteger(intervalSeconds, 'intervalSeconds');
    this.schedules.set(name, { intervalSeconds, payload: payload ?? null, added: null });
    if (this.started) await this.addOccurrences();
  }

  status(id: string): Promise<JobState | null> {
    return this.store.find(id);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.wake();
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
    const running = [...this.running];
    if (!running.length) return;
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, this.stopGraceMs)));
    await Promise.race([Promise.all(running.map((r) => r.ended)), grace]);
    clearTimeout(graceTimer);
    // Handlers still running are told to stop, and their jobs go back to the queue for another worker.
    for (const r of [...this.running]) {
      r.lost('The worker is stopping.');
      await this.store
        .giveBack(r.job.id, r.holder, this.clock.now())
        .catch((error: unknown) => this.logger.error(`Could not give back job ${r.job.id}: ${errorText(error)}`));
    }
  }

  /**
   * One look for due jobs: adds the recurring jobs' next occurrences, claims what the free slots
   * allow and starts the handlers. Resolves when the handlers started by this look have ended.
   */
  async runDue(): Promise<void> {
    await Promise.all(await this.claimRound());
  }

  private async claimRound(): Promise<Array<Promise<void>>> {
    await this.addOccurrences();
    const ended: Array<Promise<void>> = [];
    for (const [name, worker] of this.workers) {
      const free = worker.concurrency - worker.running;
      if (free <= 0) continue;
      const now = this.clock.now();
      const gaveUp = await this.store.failAbandoned(name, now, 'The worker running this job stopped on its last try.');
      if (gaveUp) this.logger.warn({ name, jobs: gaveUp }, 'Jobs failed: their worker stopped on the last try');
      const holder = randomUUID();
      const jobs = await this.store.claim(name, now, free, new Date(now.getTime() + worker.leaseMs), holder);
      for (const job of jobs) ended.push(this.run(worker, job, holder));
    }
    return ended;
  }

  private async addOccurrences(): Promise<void> {
    for (const [name, schedule] of this.schedules) {
      const at = nextOccurrence(schedule.intervalSeconds, this.clock.now());
      if (schedule.added === at.getTime()) continue;
      await this.enqueue(name, schedule.payload, { key: occurrenceKey(at), runAt: at });
      schedule.added = at.getTime();
    }
  }

  private run(worker: Worker, job: ClaimedJob, holder: string): Promise<void> {
    const abort = new AbortController();
    const leaseEnd = () => new Date(this.clock.now().getTime() + worker.leaseMs);
    const heartbeat = setInterval(() => {
      this.store
        .renew(job.id, holder, leaseEnd())
        .then((held) => {
          if (!held) lost();
        })
        .catch((error: unknown) => this.logger.warn(`Could not renew job ${job.id}: ${errorText(error)}`));
    }, worker.leaseMs / 3);
    const lost = (reason = `Job ${job.id} was taken over by another worker.`) => {
      clearInterval(heartbeat);
      abort.abort(new Error(reason));
    };
    const ctx = {
      signal: abort.signal,
      progress: async (given: number | { done: number; total: number }) => {
        if (!(await this.store.saveProgress(job.id, holder, toProgress(given), leaseEnd()))) lost();
      },
    };
    const given = { id: job.id, name: job.name, payload: job.payload, attempt: job.attempts, runAt: job.runAt };
    worker.running++;
    const entry: Running = {
      job,
      holder,
      lost,
      // The executor turns a handler that throws at once into a rejection like any other failure.
      ended: new Promise<void>((resolve) => resolve(worker.handler(given, ctx)))
        .then(
          () => this.succeeded(job, holder),
          (error: unknown) => this.failed(job, holder, error),
        )
        .catch((error: unknown) => this.logger.error(`Could not record the end of job ${job.id}: ${errorText(error)}`))
        .finally(() => {
          clearInterval(heartbeat);
          worker.running--;
          this.running.delete(entry);
          this.wake();
        }),
    };
    this.running.add(entry);
    return entry.ended;
  }

  private async succeeded(job: ClaimedJob, holder: string): Promise<void> {
    if (!(await this.store.finish(job.id, holder, this.clock.now())))
      this.logger.warn({ id: job.id, name: job.name }, 'A job ended after its worker had lost it');
  }

  private async failed(job: ClaimedJob, holder: string, error: unknown): Promise<void> {
    const message = errorText(error);
    const now = this.clock.now();
    if (job.attempts >= job.maxAttempts) {
      if (await this.store.fail(job.id, holder, message, now))
        this.logger.error({ id: job.id, name: job.name, attempts: job.attempts }, `Job failed: ${message}`);
      return;
    }
    const backoff = now.getTime() + backoffMs(job.backoffSeconds, job.attempts);
    const asked = error instanceof RetryLaterError ? error.notBefore.getTime() : 0;
    const retryAt = new Date(Math.max(backoff, asked));
    if (await this.store.retry(job.id, holder, message, retryAt))
      this.logger.warn(
        { id: job.id, name: job.name, attempt: job.attempts, retryAt },
        `Job will be tried again: ${message}`,
      );
  }

  /** Looks for jobs now (or right after the look under way), then every pollMs while started. */
  private wake(): void {
    if (!this.started) return;
    if (this.round) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.again = false;
    this.round = this.claimRound()
      .catch((error: unknown) =>
        reportUnlessStopping(error, () => this.logger.error(`Looking for due jobs failed: ${errorText(error)}`)),
      )
      .finally(() => {
        this.round = null;
        if (this.again) this.wake();
        else if (this.started) this.timer = setTimeout(() => this.wake(), this.pollMs);
      });
  }
}
