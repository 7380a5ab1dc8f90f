import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { FinishInterruptedInbound } from '../../application/finish-interrupted-inbound.use-case';
import { every, Loop } from '../../../../shared/jobs/every';

/**
 * Every worker, with or without a mailbox to poll, finishes inbound mail whose processing was
 * cut short (a killed `storyvault ingest`, a worker that died): once a lease can have run out,
 * every INBOUND_LEASE_SECONDS, never two passes at once.
 */
@Injectable()
export class InboundRecoveryJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('InboundRecovery');
  private loop: Loop | null = null;

  constructor(
    private readonly finish: FinishInterruptedInbound,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.loop = every(
      'Finishing interrupted inbound mail',
      this.config.INBOUND_LEASE_SECONDS * 1000,
      () => this.pass(),
      { logger: this.logger },
    );
  }

  // Before, not on, shutdown: the database closes on shutdown, and a pass still running needs it.
  async beforeApplicationShutdown(): Promise<void> {
    await this.loop?.stop();
  }

  private async pass(): Promise<void> {
    const summary = await this.finish.execute();
    if (Object.keys(summary).length) this.logger.log(summary, 'Interrupted inbound mail finished');
  }
}
