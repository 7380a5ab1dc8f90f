import { SingleBar } from 'cli-progress';

/** A progress bar on stderr when a person is watching; silent when output is piped. */
export function progressBar(label: string): { update(done: number, total: number): void; stop(): void } {
  if (!process.stderr.isTTY) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar({
    format: `${label} [{bar}] {value}/{total}`,
    stream: process.stderr,
    hideCursor: true,
    clearOnComplete: false,
  });
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    },
    stop: () => started && bar.stop(),
  };
}
