import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { TooManyAttemptsError } from '../domain/auth.errors';
import { exceedsLimit, throttleKey, ThrottleLimit } from '../domain/throttle-policy';
import { AttemptThrottle } from './ports/attempt-throttle';

/**
 * Limits what one client address may ask of another module (e.g. lead capture), with the
 * same atomic counter as sign-in: the attempt is counted before it is let through.
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
}
