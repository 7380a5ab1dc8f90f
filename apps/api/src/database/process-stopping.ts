/**
 * Set when the process has been asked to stop. Ctrl-C reaches the whole terminal process group,
 * the embedded PostgreSQL included, which then ends every connection at once: on the way out that
 * is expected, not worth a warning.
 */
let stopping = false;

export function markProcessStopping(): void {
  stopping = true;
}

/**
 * Idle pooled connections ended by the server: logged as a warning, unless the process is stopping.
 * The decision waits for the end of the current turn of the event loop: PostgreSQL's goodbye after
 * a Ctrl-C can be read in the same turn as the signal itself, before this process's SIGINT
 * listener has run; setImmediate runs after every event of that turn, the signal included.
 */
export function onPoolError(error: Error & { code?: string }): void {
  setImmediate(() => {
    if (stopping) return;
    const line = {
      level: 40,
      time: Date.now(),
      context: 'Database',
      msg: `PostgreSQL ended a pooled connection: ${error.message}`,
    };
    process.stderr.write(JSON.stringify(line) + '\n');
  });
}

/**
 * A background round's failure (the job runner, the event relay, a delivery round): reported
 * unless the process is stopping, when the database going away under a round in flight is
 * expected. Decided at the end of the turn, as for pooled connections above.
 */
export function reportUnlessStopping(report: () => void): void {
  setImmediate(() => {
    if (!stopping) report();
  });
}
