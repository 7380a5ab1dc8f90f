import { Injectable, Logger, BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../../../config/app-config';
import { DispatchDeliveries } from '../../application/dispatch-deliveries.use-case';
import { reportUnlessStopping } from '../../../../shared/process/process-stopping';

/** The worker's heartbeat: every DELIVERY_INTERVAL_SECONDS, one round of sending (never two at once). */
@Injectable()
export class DeliveryTickJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DeliveryTick');
  private running: Promise<void> | null = null;

  constructor(
    private readonly dispatch: DispatchDeliveries,
    private readonly registry: SchedulerRegistry,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.registry.addInterval(
      'delivery-tick',
      setInterval(() => void this.tick(), this.config.DELIVERY_INTERVAL_SECONDS * 1000),
    );
    void this.tick();
  }

  // Before, not on, shutdown: the database closes on shutdown, and a pass still running needs it.
  async beforeApplicationShutdown(): Promise<void> {
    this.registry.deleteInterval('delivery-tick');
    await this.running;
  }

  /** One round; resolves when it is done (a round already running is awaited, not doubled). */
  tick(): Promise<void> {
    this.running ??= this.dispatch
      .execute()
      .then((summary) => {
        if (summary.sent || summary.failed) this.logger.log(summary, 'Delivery round');
      })
      .catch((error: unknown) =>
        reportUnlessStopping(error, () => this.logger.error(`Delivery round failed: ${String(error)}`)),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
