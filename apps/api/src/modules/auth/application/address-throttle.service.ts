import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { TooManyAttemptsError } from '../domain/auth.errors';
import { exceedsLimit, throttleKey, ThrottleLimit } from '../domain/throttle-policy';
import { AttemptThrottle } from './ports/attempt-throttle';

/**
 * Limits what one client address (e.g. lead capture) or one signed-in user (e.g. invitations)
 * may ask of another module, with the same atomic counter as sign-in, kept in the database so
 * every api process sees one count: the attempt is counted before it is let through.
 */
@Injectable()
export class AddressThrottle {
  constructor(
    private readonly throttle: AttemptThrottle,
    private readonly clock: Clock,
  ) {}

  /** Counts one `action` from `ip`; throws TooManyAttemptsError (429) past the limit. */
  async take(action: string, ip: string, limit: ThrottleLimit): Promise<void> {
    const count = await this.throttle.record(throttleKey(action, 'ip', ip), this.clock.now(), limit.windowMs);
    if (exceedsLimit(count, limit)) throw new TooManyAttemptsError();
  }

  /** Takes back one `action` from `ip` that turned out to be no abuse (e.g. a link that was real). */
  async refund(action: string, ip: string, limit: ThrottleLimit): Promise<void> {
    await this.throttle.refund(throttleKey(action, 'ip', ip), this.clock.now(), limit.windowMs);
  }

  /** Counts one `action` by the user; throws TooManyAttemptsError (429) with `message` past the limit. */
  async takeForUser(action: string, userId: string, limit: ThrottleLimit, message?: string): Promise<void> {
    const count = await this.throttle.record(throttleKey(action, 'user', userId), this.clock.now(), limit.windowMs);
    if (exceedsLimit(count, limit)) throw new TooManyAttemptsError(message);
  }
}
