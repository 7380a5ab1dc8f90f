import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { AttemptThrottle } from './ports/attempt-throttle';
import { ResetTokenStore } from './ports/reset-token.store';

const DAY = 24 * 60 * 60 * 1000;

/** Housekeeping: reset tokens a day past expiry and throttle windows a day old are deleted. */
@Injectable()
export class PurgeExpiredAuthRecords {
  constructor(
    private readonly tokens: ResetTokenStore,
    private readonly throttle: AttemptThrottle,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ resetTokens: number; throttleWindows: number }> {
    const cutoff = new Date(this.clock.now().getTime() - DAY);
    return {
      resetTokens: await this.tokens.purgeExpired(cutoff),
      throttleWindows: await this.throttle.purgeOlderThan(cutoff),
    };
  }
}
