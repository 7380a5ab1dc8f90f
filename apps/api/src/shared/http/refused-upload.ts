import type { Request, Response } from 'express';

/**
 * How much of a refused upload's body is read and set aside before it is answered: whichever
 * comes first. 8 MB holds a phone's photo and a minute or so of recording; 5 s keeps a slow
 * sender from holding the answer long.
 */
export const SET_ASIDE_LIMITS = { bytes: 8 * 1024 * 1024, ms: 5_000 } as const;
/** How long a refused upload's client may go on sending after its answer, before it is cut off. */
const GRACE_MS = 2_000;

/**
 * Makes a refused upload's answer reach its client. Closing a connection whose body is still
 * coming makes the client's next write fail (EPIPE), and Node's fetch, like a browser, then
 * reports the broken connection instead of the answer. So what is left of the body is read and
 * thrown away first, up to `SET_ASIDE_LIMITS`: a small upload has been sent whole when its
 * answer comes. A larger one (or one that says it is larger) is answered with
 * `Connection: close` and cut off, so its rest is never read. Awaited before the refusal is
 * thrown, whatever was reading the body having been unpiped.
 */
export async function setAsideRefusedUpload(
  req: Request,
  res: Response,
  limits: { bytes: number; ms: number } = SET_ASIDE_LIMITS,
): Promise<void> {
  req.unpipe();
  if (req.complete || req.destroyed) return;
  const declared = Number(req.headers['content-length']);
  if (!(declared > limits.bytes)) await readAndDiscard(req, limits);
  if (req.complete) return;
  if (!res.headersSent) res.setHeader('Connection', 'close');
  res.once('finish', () => {
    if (req.complete) return;
    setTimeout(() => req.socket.destroy(), GRACE_MS).unref();
  });
}

/** Reads the body to its end, or until `limits` are reached or the connection goes. */
function readAndDiscard(req: Request, limits: { bytes: number; ms: number }): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData).off('end', done).off('close', done).off('error', done);
      req.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes) done();
    };
    const timer = setTimeout(done, limits.ms);
    req.on('data', onData).once('end', done).once('close', done).once('error', done);
    req.resume();
  });
}
