/**
 * Set when the process has been asked to stop. Ctrl-C reaches the whole terminal process group,
 * the embedded PostgreSQL included, which then ends every connection at once: on the way out that
 * is expected, not worth a warning.
 */
let stopping = false;

export function markProcessStopping(): void {
  stopping = true;
}

/** Idle pooled connections ended by the server: logged as a warning, unless the process is stopping. */
export function onPoolError(error: Error & { code?: string }): void {
  if (stopping) return;
  const line = {
    level: 40,
    time: Date.now(),
    context: 'Database',
    msg: `PostgreSQL ended a pooled connection: ${error.message}`,
  };
  process.stderr.write(JSON.stringify(line) + '\n');
}
