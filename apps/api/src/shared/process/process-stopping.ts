import { inspect } from 'node:util';

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
 * How long a failure that looks like the database going away waits for this process's own stop
 * before it is reported. After a Ctrl-C, PostgreSQL's goodbye can be read before this process's
 * SIGINT listener has run, in the same turn of the event loop or in a later one on a busy machine.
 */
export const STOP_GRACE_MS = 2000;

/** PostgreSQL's admin_shutdown, crash_shutdown, cannot_connect_now and connection failures; a dropped socket. */
const GOING_AWAY_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

/** Whether an error says the database server went away (ended our connection, or is shutting down). */
export function isDatabaseGoingAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  const given = typeof code === 'string' ? code : typeof driverError?.code === 'string' ? driverError.code : '';
  return (
    GOING_AWAY_CODES.has(given) ||
    /connection terminated|terminating connection|server closed the connection|the database system is shutting down/i.test(
      error.message,
    )
  );
}

/**
 * Runs `report` unless the process is stopping. The decision waits for the end of the current
 * turn (setImmediate runs after every event of that turn, a signal included), and for a failure
 * that looks like the database going away, up to STOP_GRACE_MS for the stop signal to be handled.
 */
function unlessStopping(error: unknown, report: () => void): void {
  const decide = () => {
    if (!stopping) report();
  };
  if (isDatabaseGoingAway(error)) setTimeout(decide, STOP_GRACE_MS);
  else setImmediate(decide);
}

/** Idle pooled connections ended by the server: logged as a warning, unless the process is stopping. */
export function onPoolError(error: Error & { code?: string }): void {
  unlessStopping(error, () => {
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
 * expected.
 */
export function reportUnlessStopping(error: unknown, report: () => void): void {
  unlessStopping(error, report);
}

/**
 * An error nothing caught, in a server process: printed and the process ends with 1, as Node
 * would, unless the process is stopping, when a query cut off by the database going away is
 * part of the way out and the shutdown under way ends the process.
 */
export function crashUnlessStopping(error: unknown): void {
  unlessStopping(error, () => {
    process.stderr.write(`${inspect(error)}\n`);
    process.exit(1);
  });
}
