import { randomUUID } from 'node:crypto';
import { JobState, RetryLaterError } from '../../src/shared/jobs/job-queue';
import { JobStore } from '../../src/shared/jobs/job-store';
import { LeasedJobQueue, RunnerOptions } from '../../src/shared/jobs/leased-job-queue';
import { ManualClock } from '../../src/shared/time/clock';
import { at, CRASHED, deferred, t0, until } from './job-queue-contract-kit';

/**
 * The JobQueue port over each JobStore: the runner is the same, so what differs, and what this
 * suite holds both stores to, is the table's behaviour. A crashed worker is a raw claim that is
 * never finished; time is a ManualClock, moved by the test.
 */
export function jobQueueContract(name: string, make: () => Promise<{ store: JobStore }>) {
  describe(`JobQueue contract: ${name}`, () => {
    let store: JobStore;
    let clock: ManualClock;
    const runners: LeasedJobQueue[] = [];
    const runner = (options: RunnerOptions = {}) => {
      const queue = new LeasedJobQueue(store, clock, { pollMs: 20, ...options });
      runners.push(queue);
      return queue;
    };
    const state = async (queue: LeasedJobQueue, id: string): Promise<JobState> => (await queue.status(id))!;

    beforeEach(async () => {
      ({ store } = await make());
      clock = new ManualClock(t0);
    });
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((r) => r.stop()));
    });

    it('tells the state of a job, and null for an id it does not know', async () => {
      const q = runner();
      const id = await q.enqueue('export', { vaultId: 'v1', at: at(5) });
      expect(await q.status(id)).toEqual({
        id,
        name: 'export',
        key: null,
        status: 'queued',
        progress: null,
        attempts: 0,
        maxAttempts: 5,
        lastError: null,
        runAt: t0,
        heldUntil: null,
        createdAt: t0,
        finishedAt: null,
      });
      const payloads: unknown[] = [];
      q.work('export', async (job) => void payloads.push(job.payload));
      await q.runDue();
      // The payload went through JSON, as it does in the database.
      expect(payloads).toEqual([{ vaultId: 'v1', at: at(5).toISOString() }]);
      expect(await q.status(id)).toMatchObject({ status: 'done', attempts: 1, finishedAt: t0, heldUntil: null });
      expect(await q.status(randomUUID())).toBeNull();
      expect(await q.status('not-a-job')).toBeNull();
    });

    it('answers the job holding a key while it is queued, running or done; a failed one frees the key', async () => {
      const q = runner();
      const gate = deferred();
      let outcome: 'fail' | 'succeed' = 'fail';
      q.work('export', async () => {
        await gate.promise;
        if (outcome === 'fail') throw new Error('disk full');
      });
      const ids = await Promise.all([1, 2, 3].map(() => q.enqueue('export', {}, { key: 'vault-1', maxAttempts: 1 })));
      const id = ids[0];
      expect(ids).toEqual([id, id, id]);
      expect(await q.enqueue('import', {}, { key: 'vault-1' })).not.toBe(id);
      expect(await q.enqueue('import', {})).not.toBe(await q.enqueue('import', {}));
      const round = q.runDue();
      await until('the job runs', async () => (await state(q, id)).status === 'running');
      expect(await q.enqueue('export', {}, { key: 'vault-1' })).toBe(id);
      gate.resolve();
      await round;
      expect(await state(q, id)).toMatchObject({ status: 'failed', lastError: 'disk full' });
      const again = await q.enqueue('export', {}, { key: 'vault-1' });
      expect(again).not.toBe(id);
      outcome = 'succeed';
      await q.runDue();
      expect((await state(q, again)).status).toBe('done');
      expect(await q.enqueue('export', {}, { key: 'vault-1' })).toBe(again);
    });

    it('runs a job no sooner than its runAt, the earliest first', async () => {
      const q = runner();
      const ran: string[] = [];
      q.work<{ n: string }>('mail', async (job) => void ran.push(job.payload.n), { concurrency: 5 });
      const later = await q.enqueue('mail', { n: 'later' }, { runAt: at(80) });
      await q.enqueue('mail', { n: 'sooner' }, { runAt: at(70) });
      await q.enqueue('mail', { n: 'soon' }, { runAt: at(30) });
      await q.runDue();
      expect(ran).toEqual([]);
      clock.set(at(30));
      await q.runDue();
      expect(ran).toEqual(['soon']);
      expect(await state(q, later)).toMatchObject({ status: 'queued', runAt: at(80) });
      clock.set(at(100));
      await q.runDue();
      expect(ran).toEqual(['soon', 'sooner', 'later']);
    });

    it('runs the due job of the lowest priority first, then the earliest (a second export waits behind a first)', async () => {
      const q = runner();
      const ran: string[] = [];
      q.work<{ n: string }>('export', async (job) => void ran.push(job.payload.n));
      await q.enqueue('export', { n: 'vault A, first' }, { runAt: at(1), priority: 0 });
      await q.enqueue('export', { n: 'vault A, second' }, { runAt: at(2), priority: 1 });
      await q.enqueue('export', { n: 'vault B, first' }, { runAt: at(3), priority: 0 });
      await q.enqueue('export', { n: 'vault C, first' }, { runAt: at(4) });
      clock.set(at(10));
      for (let i = 0; i < 4; i++) await q.runDue();
      expect(ran).toEqual(['vault A, first', 'vault B, first', 'vault C, first', 'vault A, second']);
      await expect(q.enqueue('export', {}, { priority: -1 })).rejects.toThrow(RangeError);
    });

    it('tries a failing job again after a doubling wait, then marks it failed with the error', async () => {
      const q = runner();
      const tries: Array<[number, Date]> = [];
      q.work('flaky', async (job) => {
        tries.push([job.attempt, clock.now()]);
        throw new Error(`boom ${job.attempt}`);
      });
      const id = await q.enqueue('flaky', {}, { maxAttempts: 3, backoffSeconds: 10 });
      await q.runDue();
      expect(await state(q, id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1', runAt: at(10) });
      clock.set(at(9));
      await q.runDue();
      clock.set(at(10));
      await q.runDue();
      expect(await state(q, id)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'boom 2', runAt: at(30) });
      clock.set(at(29));
      await q.runDue();
      clock.set(at(30));
      await q.runDue();
      expect(await state(q, id)).toMatchObject({
        status: 'failed',
        attempts: 3,
        lastError: 'boom 3',
        finishedAt: at(30),
      });
      clock.set(at(10_000));
      await q.runDue();
      expect(tries).toEqual([
        [1, t0],
        [2, at(10)],
        [3, at(30)],
      ]);
    });

    it("waits for the time a failure names (a service's Retry-After) when it is later than the backoff", async () => {
      const q = runner();
      q.work('busy', async (job) => {
        throw new RetryLaterError(`busy ${job.attempt}`, job.attempt === 1 ? at(120) : at(1));
      });
      const id = await q.enqueue('busy', {}, { maxAttempts: 3, backoffSeconds: 10 });
      await q.runDue();
      expect(await state(q, id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'busy 1', runAt: at(120) });
      clock.set(at(119));
      await q.runDue();
      expect(await state(q, id)).toMatchObject({ attempts: 1 });
      clock.set(at(120));
      await q.runDue();
      // Asked for a time already past: the backoff (20 s after the second try) stands.
      expect(await state(q, id)).toMatchObject({ status: 'queued', attempts: 2, runAt: at(140) });
    });

    it('gives the job of a worker that died mid-way to another runner once its lease runs out', async () => {
      const q = runner();
      const id = await q.enqueue('transcribe', { storyId: 's1' });
      const [taken] = await store.claim('transcribe', t0, 1, at(60), CRASHED);
      expect(taken).toMatchObject({ id, attempts: 1, payload: { storyId: 's1' } });
      const seen: number[] = [];
      q.work('transcribe', async (job) => void seen.push(job.attempt));
      clock.set(at(59));
      await q.runDue();
      expect(seen).toEqual([]);
      expect(await state(q, id)).toMatchObject({ status: 'running', heldUntil: at(60) });
      clock.set(at(60));
      await q.runDue();
      expect(seen).toEqual([2]);
      expect(await state(q, id)).toMatchObject({ status: 'done', attempts: 2 });
      // The dead worker's claim no longer counts for anything.
      expect(await store.renew(id, CRASHED, at(500))).toBe(false);
      expect(await store.fail(id, CRASHED, 'late', at(61))).toBe(false);
      expect(await store.giveBack(id, CRASHED, at(61))).toBe(false);
      expect((await state(q, id)).status).toBe('done');
    });

    it('fails a job whose worker died on its last try', async () => {
      const q = runner();
      const id = await q.enqueue('transcribe', {}, { maxAttempts: 1 });
      await store.claim('transcribe', t0, 1, at(60), CRASHED);
      const seen: number[] = [];
      q.work('transcribe', async (job) => void seen.push(job.attempt));
      clock.set(at(61));
      await q.runDue();
      expect(seen).toEqual([]);
      expect(await state(q, id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'The worker running this job stopped on its last try.',
        finishedAt: at(61),
      });
    });

    it('stores progress while the job runs, and the lease moves on with it', async () => {
      const q = runner();
      const [half, more] = [deferred(), deferred()];
      q.work(
        'export',
        async (_job, ctx) => {
          await ctx.progress(40.7);
          await half.promise;
          await ctx.progress({ done: 3, total: 4 });
          await more.promise;
        },
        { leaseSeconds: 600 },
      );
      const id = await q.enqueue('export', {});
      const round = q.runDue();
      await until('40% is stored', async () => (await state(q, id)).progress?.percent === 40);
      expect(await state(q, id)).toMatchObject({ status: 'running', progress: { percent: 40 }, heldUntil: at(600) });
      clock.set(at(500));
      half.resolve();
      await until('75% is stored', async () => (await state(q, id)).progress?.percent === 75);
      expect(await state(q, id)).toMatchObject({ progress: { percent: 75, done: 3, total: 4 }, heldUntil: at(1100) });
      // Past the first lease another runner still leaves the job alone: progress renewed it.
      clock.set(at(700));
      const other = runner();
      other.work('export', async () => {
        throw new Error('taken twice');
      });
      await other.runDue();
      more.resolve();
      await round;
      expect(await state(q, id)).toMatchObject({ status: 'done', attempts: 1, progress: { percent: 75 } });
    });

    it('renews the lease while the handler runs, without being asked', async () => {
      const q = runner();
      const gate = deferred();
      q.work('slow', () => gate.promise, { leaseSeconds: 1 });
      const id = await q.enqueue('slow', {});
      const round = q.runDue();
      await until('the job runs', async () => (await state(q, id)).status === 'running');
      clock.set(at(100));
      // A third of the lease (in real time) later, the heartbeat holds it from the clock's now.
      await until('the lease is renewed', async () => (await state(q, id)).heldUntil! >= at(101));
      gate.resolve();
      await round;
      expect(await state(q, id)).toMatchObject({ status: 'done', attempts: 1 });
    });

    it("tells a handler its job was taken over, and ignores that handler's outcome", async () => {
      const [a, b] = [runner(), runner()];
      const gate = deferred();
      let signal: AbortSignal | undefined;
      a.work(
        'export',
        async (_job, ctx) => {
          signal = ctx.signal;
          await gate.promise;
          await ctx.progress(90);
        },
        { leaseSeconds: 600 },
      );
      b.work('export', (_job, ctx) => ctx.progress({ done: 1, total: 4 }));
      const id = await a.enqueue('export', {});
      const roundA = a.runDue();
      await until('a runs the job', async () => (await state(a, id)).status === 'running');
      clock.set(at(601));
      await b.runDue();
      expect(await state(b, id)).toMatchObject({ status: 'done', attempts: 2, progress: { percent: 25 } });
      expect(signal!.aborted).toBe(false);
      gate.resolve();
      await roundA;
      expect(signal!.aborted).toBe(true);
      expect(await state(a, id)).toMatchObject({ status: 'done', attempts: 2, progress: { percent: 25 } });
    });

    it('runs each occurrence of a recurring job once across two runners', async () => {
      const [a, b] = [runner(), runner()];
      const runs: Array<{ who: string; runAt: Date; payload: unknown }> = [];
      for (const [who, q] of [
        ['a', a],
        ['b', b],
      ] as const) {
        q.work('tick', async (job) => void runs.push({ who, runAt: job.runAt, payload: job.payload }));
        await q.every('tick', 60, { kind: 'tick' });
      }
      const both = () => Promise.all([a.runDue(), b.runDue()]);
      await both();
      await both();
      expect(runs.map((r) => r.runAt)).toEqual([t0]);
      expect(runs[0].payload).toEqual({ kind: 'tick' });
      clock.set(at(59));
      await both();
      expect(runs).toHaveLength(1);
      clock.set(at(60));
      await both();
      await both();
      // A worker starting now names the same occurrence, which is done: it does not run again.
      const late = runner();
      late.work('tick', async (job) => void runs.push({ who: 'late', runAt: job.runAt, payload: job.payload }));
      await late.every('tick', 60, { kind: 'tick' });
      await late.runDue();
      // Occurrences missed while nobody looked are not made up: the next one runs, once.
      clock.set(at(300));
      await both();
      await both();
      expect(runs.map((r) => r.runAt)).toEqual([t0, at(60), at(300)]);
    });

    it('gives concurrent runners different jobs, each at most its concurrency at once', async () => {
      const [a, b, c] = [runner(), runner(), runner()];
      const handled = new Map<string, string[]>();
      for (const [who, q] of Object.entries({ a, b, c }))
        q.work('resize', async (job) => void handled.set(who, [...(handled.get(who) ?? []), job.id]), {
          concurrency: 4,
        });
      for (let i = 0; i < 12; i++) await a.enqueue('resize', { i });
      await Promise.all([a.runDue(), b.runDue(), c.runDue()]);
      const ids = [...handled.values()].flat();
      expect(new Set(ids).size).toBe(12);
      for (const mine of handled.values()) expect(mine.length).toBeLessThanOrEqual(4);
    });

    it('once started runs jobs as they come; stop() waits for a running handler', async () => {
      const q = runner();
      const gate = deferred();
      q.work('mail', () => gate.promise);
      q.start();
      const id = await q.enqueue('mail', {});
      await until('the job runs', async () => (await state(q, id)).status === 'running');
      let stopped = false;
      const stopping = q.stop().then(() => (stopped = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      gate.resolve();
      await stopping;
      expect(await state(q, id)).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('stop() gives back the job of a handler that outlasts the grace, without counting the try', async () => {
      const q = runner({ stopGraceMs: 50 });
      let signal: AbortSignal | undefined;
      q.work('stuck', (_job, ctx) => {
        signal = ctx.signal;
        return new Promise<void>(() => undefined);
      });
      const id = await q.enqueue('stuck', {});
      q.start();
      await until('the job runs', async () => (await state(q, id)).status === 'running');
      await q.stop();
      expect(signal!.aborted).toBe(true);
      expect(await state(q, id)).toMatchObject({ status: 'queued', attempts: 0, heldUntil: null });
      const next = runner();
      const attempts: number[] = [];
      next.work('stuck', async (job) => void attempts.push(job.attempt));
      await next.runDue();
      expect(attempts).toEqual([1]);
    });

    it('forgets done and failed jobs finished before the given times, never queued or running ones', async () => {
      const q = runner();
      q.work<{ fail: boolean }>(
        'clean',
        async (job) => {
          if (job.payload.fail) throw new Error('no');
        },
        { concurrency: 2 },
      );
      const done = await q.enqueue('clean', { fail: false }, { key: 'done' });
      const failed = await q.enqueue('clean', { fail: true }, { key: 'failed', maxAttempts: 1 });
      await q.runDue();
      const queued = await q.enqueue('clean', { fail: false }, { runAt: at(3600) });
      expect(await store.prune(at(1), t0)).toBe(1);
      expect(await q.status(done)).toBeNull();
      expect(await store.prune(at(1), at(1))).toBe(1);
      expect(await q.status(failed)).toBeNull();
      expect((await state(q, queued)).status).toBe('queued');
      // A forgotten job's key is free again.
      expect(await q.enqueue('clean', { fail: false }, { key: 'done' })).not.toBe(done);
    });
  });
}
