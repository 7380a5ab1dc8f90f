import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../domain-error';

/** At most `max` writes of one kind by one person in one vault within any `windowMs`. */
export interface WriteLimit {
  max: number;
  windowMs: number;
}

/**
 * A person's recent writes of one kind, as a store reads them from its own rows' created_at:
 * the newest first, at most `max` of them, and the store's "now" (a table stamped by the
 * database's clock answers the database's now), so the two are compared on one clock.
 */
export interface RecentWrites {
  times: Date[];
  now: Date;
}

/** Refused for now: `retryAfterSeconds` until the oldest write that counts leaves the window. */
export class TooManyWritesError extends DomainError {
  constructor(
    message: string,
    override readonly retryAfterSeconds: number,
  ) {
    super(ErrorCode.TOO_MANY_WRITES, message);
  }
}

/** Throws TooManyWritesError when one more write would go past the limit. */
export function checkWriteLimit(recent: RecentWrites, limit: WriteLimit, message: string): void {
  if (recent.times.length < limit.max) return;
  const oldestCounted = recent.times[limit.max - 1];
  const waitMs = oldestCounted.getTime() + limit.windowMs - recent.now.getTime();
  throw new TooManyWritesError(message, Math.max(1, Math.ceil(waitMs / 1000)));
}
