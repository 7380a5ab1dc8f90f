import { createServer } from 'node:net';

// Ports the kernel never hands out to outgoing connections (they come from 32768–60999, the
// ephemeral range), so a port found free here cannot be taken by some client's connection
// before the server it is meant for binds it. Each jest worker draws from its own thousand, and
// this process never hands out the same port twice, so parallel suites do not collide either.
const FIRST = 20_000;
const SLICE = 1_000;
const SLICES = 12;
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on, for a server a test starts itself. */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.JEST_WORKER_ID ?? 0);
  const start = worker > 0 ? FIRST + ((worker - 1) % SLICES) * SLICE : FIRST;
  const span = worker > 0 ? SLICE : SLICE * SLICES;
  for (let tries = 0; tries < 200; tries++) {
    const port = start + Math.floor(Math.random() * span);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${start} and ${start + span - 1}`);
}
