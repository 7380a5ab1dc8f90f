import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@storyvault/contracts';
import { AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../shared/domain-error';
import { Clock } from '../../../shared/time/clock';
import { DispatchDeliveries, DispatchSummary } from './dispatch-deliveries.use-case';
import { VaultSchedule } from './vault-schedule.service';

export class VaultBusyError extends DomainError {
  constructor() {
    super(
      ErrorCode.VAULT_BUSY,
      'A worker is sending to this vault right now, or is waiting to retry a failed send. Try again in a minute.',
    );
  }
}

export class NothingToSendError extends DomainError {
  constructor() {
    super(ErrorCode.QUEUE_EMPTY, 'There is no queued question to send.');
  }
}

/** An operator sends a vault's next queued question right away; the schedule continues from then. */
@Injectable()
export class SendNow {
  constructor(
    private readonly schedule: VaultSchedule,
    private readonly dispatch: DispatchDeliveries,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(vaultId: string): Promise<DispatchSummary> {
    const claimed = await this.schedule.claimForSendNow(
      vaultId,
      this.clock.now(),
      this.config.DELIVERY_LEASE_SECONDS * 1000,
    );
    if (!claimed) throw new VaultBusyError();
    if (!claimed.nextQuestion) {
      await this.schedule.release(claimed, null);
      throw new NothingToSendError();
    }
    const summary: DispatchSummary = { sent: 0, skipped: 0, failed: 0 };
    await this.dispatch.dispatchVault(claimed, summary, { sendNow: true });
    return summary;
  }
}
