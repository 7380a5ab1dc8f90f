import { ErrorCode } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { pipeline, Readable } from 'node:stream';
import { DomainError } from '../domain-error';

/** A Range header past the recording's end (416; the status is in the stories' and keepsakes' tables). */
export class RangeNotSatisfiableError extends DomainError {
  constructor() {
    super(ErrorCode.RANGE_NOT_SATISFIABLE, 'The requested range is not part of the recording.');
  }
}

/** A recording to play: its size and type, and its bytes read on demand (a range of them). */
export interface PlayableRecording {
  contentType: string;
  size: number;
  read(range: { start: number; end: number }): Promise<Readable>;
}

/**
 * Sends a recording as browsers' players ask for it (RFC 9110 §14): one range gets 206, an
 * unsatisfiable one 416, several ranges or a malformed header the whole file. The body is opened
 * before the status is set, so a recording gone since is still the caller's plain 404.
 */
export async function sendRecording(
  req: Request,
  res: Response,
  recording: PlayableRecording,
  cacheControl: string,
): Promise<void> {
  const { size } = recording;
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', cacheControl);
  const ranges = req.headers.range ? req.range(size, { combine: true }) : undefined;
  if (ranges === -1) {
    res.setHeader('Content-Range', `bytes */${size}`);
    throw new RangeNotSatisfiableError();
  }
  let start = 0;
  let end = size - 1;
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  if (range) ({ start, end } = range);
  const body = req.method === 'HEAD' || size === 0 ? null : await recording.read({ start, end });
  if (range) res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  else res.status(200);
  res.setHeader('Content-Type', recording.contentType);
  res.setHeader('Content-Length', String(end - start + 1));
  if (!body) {
    res.end();
    return;
  }
  pipeline(body, res, () => {
    // A listener who seeks or closes the page ends the stream; nothing to report.
  });
}
