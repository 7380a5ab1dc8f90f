import { SingleBar } from 'cli-progress';

export interface ProgressBar {
  /** False when output is piped: nothing is drawn, so a caller may skip working out a total. */
  readonly visible: boolean;
  /** `total` may change from one update to the next (work found along the way, or an estimate); `detail` follows the count (e.g. bytes). */
  update(done: number, total: number, detail?: string): void;
  stop(): void;
}

/** A progress bar on stderr (or `stream`) when a person is watching; silent when output is piped. */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  if (!stream.isTTY) return { visible: false, update: () => undefined, stop: () => undefined };
  const bar = new SingleBar({
    format: `${label} [{bar}] {value}/{total}{detail}`,
    stream,
    hideCursor: true,
    clearOnComplete: false,
  });
  let started = false;
  return {
    visible: true,
    update(done, total, detail) {
      // Never more done than the total: an estimate that fell short grows with the work.
      const shownTotal = Math.max(total, done);
      const payload = { detail: detail ? ` ${detail}` : '' };
      if (!started) {
        bar.start(shownTotal, done, payload);
        started = true;
      } else bar.setTotal(shownTotal);
      bar.update(done, payload);
    },
    stop: () => started && bar.stop(),
  };
}
