import { Injectable, Logger, BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { DispatchDeliveries } from '../../application/dispatch-deliveries.use-case';
import { every, Loop } from '../../../../shared/jobs/every';

/** The worker's heartbeat: every DELIVERY_INTERVAL_SECONDS, one round of sending (never two at once). */
@Injectable()
export class DeliveryTickJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DeliveryTick');
  private loop: Loop | null = null;

  constructor(
    private readonly dispatch: DispatchDeliveries,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.loop = every('Delivery round', this.config.DELIVERY_INTERVAL_SECONDS * 1000, () => this.round(), {
      logger: this.logger,
    });
  }

  // Before, not on, shutdown: the database closes on shutdown, and a round still running needs it.
  async beforeApplicationShutdown(): Promise<void> {
    await this.loop?.stop();
  }

  private async round(): Promise<void> {
    const summary = await this.dispatch.execute();
    if (summary.sent || summary.failed) this.logger.log(summary, 'Delivery round');
  }
}
