import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from './event-bus';
import { every, Loop } from '../jobs/every';

/** How often a worker delivers what the outbox still owes. */
export const RELAY_INTERVAL_MS = 10_000;

/**
 * The outbox's relay in worker processes: at start-up, everything a stopped process left owed; then
 * every RELAY_INTERVAL_MS, what is due (failed handlers' retries, a crashed api's dispatches).
 */
@Injectable()
export class EventRelayJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EventRelay');
  private loop: Loop | null = null;

  constructor(private readonly bus: EventBus) {}

  onApplicationBootstrap(): void {
    this.loop = every('Event relay round', RELAY_INTERVAL_MS, () => this.round(this.bus.relay()), {
      logger: this.logger,
      first: () => this.round(this.bus.relayAll()),
    });
  }

  // Before, not on, shutdown: the database closes on shutdown, and a round still running needs it.
  async beforeApplicationShutdown(): Promise<void> {
    await this.loop?.stop();
  }

  private async round(delivering: Promise<number>): Promise<void> {
    const delivered = await delivering;
    if (delivered) this.logger.log({ delivered }, 'Event relay round');
  }
}
