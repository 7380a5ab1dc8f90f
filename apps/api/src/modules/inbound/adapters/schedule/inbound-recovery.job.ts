import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../../../config/app-config';
import { FinishInterruptedInbound } from '../../application/finish-interrupted-inbound.use-case';
import { reportUnlessStopping } from '../../../../shared/process/process-stopping';

/**
 * Every worker, with or without a mailbox to poll, finishes inbound mail whose processing was
 * cut short (a killed `storyvault ingest`, a worker that died): once a lease can have run out,
 * every INBOUND_LEASE_SECONDS, never two passes at once.
 */
@Injectable()
export class InboundRecoveryJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('InboundRecovery');
  private running: Promise<void> | null = null;

  constructor(
    private readonly finish: FinishInterruptedInbound,
    private readonly registry: SchedulerRegistry,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.registry.addInterval(
      'inbound-recovery',
      setInterval(() => void this.pass(), this.config.INBOUND_LEASE_SECONDS * 1000),
    );
    void this.pass();
  }

  // Before, not on, shutdown: the database closes on shutdown, and a pass still running needs it.
  async beforeApplicationShutdown(): Promise<void> {
    this.registry.deleteInterval('inbound-recovery');
    await this.running;
  }

  /** One pass; resolves when it is done (a pass already running is awaited, not doubled). */
  pass(): Promise<void> {
    this.running ??= this.finish
      .execute()
      .then((summary) => {
        if (Object.keys(summary).length) this.logger.log(summary, 'Interrupted inbound mail finished');
      })
      .catch((error: unknown) =>
        reportUnlessStopping(error, () =>
          this.logger.error(`Finishing interrupted inbound mail failed: ${String(error)}`),
        ),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
