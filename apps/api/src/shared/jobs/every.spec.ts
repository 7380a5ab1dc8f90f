import { every, Repeater } from './every';

/** A repeater fired by the test: each `beat()` is one interval gone by. */
class ManualRepeater implements Repeater {
  private fire: (() => void) | null = null;
  ms = 0;

  repeat(fire: () => void, ms: number): () => void {
    this.fire = fire;
    this.ms = ms;
    return () => {
      this.fire = null;
    };
  }

  get running(): boolean {
    return this.fire !== null;
  }

  beat(): void {
    this.fire?.();
  }
}

/** A run the test ends when it chooses. */
function controlledRuns() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let started = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      started++;
      pending.push({ resolve, reject });
    });
  return {
    run,
    get started() {
      return started;
    },
    /** Ends the oldest run still going and lets its ending settle. */
    async end(error?: Error) {
      const next = pending.shift();
      if (!next) throw new Error('no run is in flight');
      if (error) next.reject(error);
      else next.resolve();
      await settled();
    },
  };
}

/** Lets every promise callback already queued run. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

function failureLog() {
  const lines: string[] = [];
  let heard: (line: string) => void = () => undefined;
  return {
    lines,
    logger: {
      error: (line: string) => {
        lines.push(line);
        heard(line);
      },
    },
    next: () => new Promise<string>((resolve) => (heard = resolve)),
  };
}

describe('every', () => {
  it('runs at once, then at each beat of its interval', async () => {
    const repeater = new ManualRepeater();
    const runs = controlledRuns();
    const loop = every('Round', 10_000, runs.run, { logger: failureLog().logger, repeater });

    expect(repeater.ms).toBe(10_000);
    expect(runs.started).toBe(1);
    await runs.end();
    repeater.beat();
    expect(runs.started).toBe(2);
    await runs.end();
    await loop.stop();
  });

  it('never starts a run while the one before is in flight', async () => {
    const repeater = new ManualRepeater();
    const runs = controlledRuns();
    const loop = every('Round', 1000, runs.run, { logger: failureLog().logger, repeater });

    repeater.beat();
    repeater.beat();
    expect(runs.started).toBe(1);
    await runs.end();
    repeater.beat();
    expect(runs.started).toBe(2);
    await runs.end();
    await loop.stop();
  });

  it('starts with its own first run when it has one', async () => {
    const repeater = new ManualRepeater();
    const firsts = controlledRuns();
    const runs = controlledRuns();
    const loop = every('Round', 1000, runs.run, { logger: failureLog().logger, repeater, first: firsts.run });

    expect([firsts.started, runs.started]).toEqual([1, 0]);
    repeater.beat();
    expect(runs.started).toBe(0);
    await firsts.end();
    repeater.beat();
    expect([firsts.started, runs.started]).toEqual([1, 1]);
    await runs.end();
    await loop.stop();
  });

  it('reports a failed run under its name and goes on', async () => {
    const repeater = new ManualRepeater();
    const runs = controlledRuns();
    const log = failureLog();
    const loop = every('Delivery round', 1000, runs.run, { logger: log.logger, repeater });

    const reported = log.next();
    await runs.end(new Error('the database is busy'));
    expect(await reported).toBe('Delivery round failed: Error: the database is busy');
    repeater.beat();
    expect(runs.started).toBe(2);
    await runs.end();
    await loop.stop();
    expect(log.lines).toHaveLength(1);
  });

  it('reports a run that throws before it returns a promise', async () => {
    const log = failureLog();
    const reported = log.next();
    const loop = every(
      'Round',
      1000,
      () => {
        throw new Error('no connection');
      },
      { logger: log.logger, repeater: new ManualRepeater() },
    );

    expect(await reported).toBe('Round failed: Error: no connection');
    await loop.stop();
  });

  it('stops its beats and waits for the run in flight', async () => {
    const repeater = new ManualRepeater();
    const runs = controlledRuns();
    const loop = every('Round', 1000, runs.run, { logger: failureLog().logger, repeater });

    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    expect(repeater.running).toBe(false);
    await settled();
    expect(stopped).toBe(false);
    await runs.end();
    await stopping;
    expect(stopped).toBe(true);
    repeater.beat();
    expect(runs.started).toBe(1);
  });

  it('stops at once when no run is in flight, and starts none afterwards', async () => {
    const repeater = new ManualRepeater();
    const runs = controlledRuns();
    const loop = every('Round', 1000, runs.run, { logger: failureLog().logger, repeater });
    await runs.end();

    await loop.stop();
    repeater.beat();
    expect(runs.started).toBe(1);
  });

  it('runs on real timers until stopped', async () => {
    const clearInterval = jest.spyOn(global, 'clearInterval');
    let runs = 0;
    let reached: () => void = () => undefined;
    const third = new Promise<void>((resolve) => (reached = resolve));
    const loop = every(
      'Round',
      5,
      () => {
        if (++runs === 3) reached();
        return Promise.resolve();
      },
      { logger: failureLog().logger },
    );

    await third;
    await loop.stop();
    expect(clearInterval).toHaveBeenCalledTimes(1);
    clearInterval.mockRestore();
  });

  it('refuses an interval that is not a positive number of milliseconds', () => {
    const logger = failureLog().logger;
    expect(() => every('Round', 0, () => Promise.resolve(), { logger })).toThrow(RangeError);
    expect(() => every('Round', Number.NaN, () => Promise.resolve(), { logger })).toThrow(RangeError);
  });
});
