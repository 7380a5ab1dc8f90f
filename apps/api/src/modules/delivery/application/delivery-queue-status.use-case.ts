import { Injectable } from '@nestjs/common';
import { CountDueVaults } from '../../vault/vault.public';
import { DeliveryStatsReader } from './ports/delivery-stats.reader';

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
    private readonly dueVaults: CountDueVaults,
    private readonly stats: DeliveryStatsReader,
  ) {}

  async execute(): Promise<DeliveryQueueReport> {
    const [vaultsDue, counts] = await Promise.all([this.dueVaults.execute(), this.stats.counts()]);
    return { vaultsDue, ...counts };
  }
}
