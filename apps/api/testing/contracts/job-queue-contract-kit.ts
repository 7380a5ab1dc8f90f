/** What the JobQueue contract's cases share: a fixed start, seconds after it, a crashed worker's id, and waiting on state. */
export const t0 = new Date('2026-05-01T10:00:00Z');
export const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
export const CRASHED = '99999999-9999-4999-8999-999999999999';

export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Waits for a state, never for a time: looks again every 10 ms, for at most 30 s on a busy machine. */
export async function until(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
