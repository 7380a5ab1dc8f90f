import { reportUnlessStopping } from '../process/process-stopping';

/** What repeats a loop's runs: `setInterval` in a process, fired by hand in tests. */
export interface Repeater {
  /** Calls `fire` every `ms` until the returned function is called. */
  repeat(fire: () => void, ms: number): () => void;
}

export const intervalRepeater: Repeater = {
  repeat(fire, ms) {
    const timer = setInterval(fire, ms);
    return () => clearInterval(timer);
  },
};

export interface EveryOptions {
  /** Where a failed run is reported (`{name} failed: …`), unless the process is stopping. */
  logger: { error(message: string): void };
  /** The run at start, when it differs from the others (the relay's first round takes everything owed). */
  first?: () => Promise<void>;
  repeater?: Repeater;
}

/** A loop started by `every`. */
export interface Loop {
  /** No run starts after this; resolves once the run in flight, if any, has ended. */
  stop(): Promise<void>;
}

/**
 * A worker's in-process loop: a run at once, then one every `ms`. A run never overlaps the one
 * before it (a beat that finds a run in flight is skipped); a failed run is reported and the loop
 * goes on. Stop it before the database closes (`beforeApplicationShutdown`): `stop()` waits for
 * the run in flight, which may still need the database.
 */
export function every(name: string, ms: number, run: () => Promise<void>, options: EveryOptions): Loop {
  if (!Number.isFinite(ms) || ms <= 0) throw new RangeError(`${name}: the interval must be positive, not ${ms}`);
  let stopped = false;
  let inFlight: Promise<void> | null = null;

  const start = (once: () => Promise<void>): void => {
    if (stopped || inFlight) return;
    // The executor turns a run that throws at once into a rejection like any other failure.
    inFlight = new Promise<void>((resolve) => resolve(once()))
      .catch((error: unknown) =>
        reportUnlessStopping(error, () => options.logger.error(`${name} failed: ${String(error)}`)),
      )
      .finally(() => {
        inFlight = null;
      });
  };

  const cancel = (options.repeater ?? intervalRepeater).repeat(() => start(run), ms);
  start(options.first ?? run);

  return {
    async stop() {
      stopped = true;
      cancel();
      await inFlight;
    },
  };
}
