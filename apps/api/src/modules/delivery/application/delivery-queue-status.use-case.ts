import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { DeliveryStatsReader } from './ports/delivery-stats.reader';
import { VaultSchedule } from './vault-schedule.service';

export interface DeliveryQueueReport {
  /** Vaults with an email due now (an introduction or their next question). */
  vaultsDue: number;
  /** Emails that failed at their last try and have not gone out since. */
  failed: number;
  /** Emails handed to the relay without an answer yet. */
  sending: number;
  lastSentAt: Date | null;
}

/** How far behind sending is, for `storyvault status`. */
@Injectable()
export class DeliveryQueueStatus {
  constructor(
    private readonly schedule: VaultSchedule,
    private readonly stats: DeliveryStatsReader,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DeliveryQueueReport> {
    const [vaultsDue, counts] = await Promise.all([this.schedule.countDue(this.clock.now()), this.stats.counts()]);
    return { vaultsDue, ...counts };
  }
}
