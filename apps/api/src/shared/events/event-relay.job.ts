import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { EventBus } from './event-bus';
import { reportUnlessStopping } from '../process/process-stopping';

/** How often a worker delivers what the outbox still owes. */
export const RELAY_INTERVAL_MS = 10_000;

/**
 * The outbox's relay in worker processes: at start-up, everything a stopped process left owed; then
 * every RELAY_INTERVAL_MS, what is due (failed handlers' retries, a crashed api's dispatches).
 */
@Injectable()
export class EventRelayJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EventRelay');
  private running: Promise<void> | null = null;

  constructor(
    private readonly bus: EventBus,
    private readonly registry: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    this.registry.addInterval(
      'event-relay',
      setInterval(() => void this.tick(() => this.bus.relay()), RELAY_INTERVAL_MS),
    );
    void this.tick(() => this.bus.relayAll());
  }

  // Before, not on, shutdown: the database closes on shutdown, and a round still running needs it.
  async beforeApplicationShutdown(): Promise<void> {
    this.registry.deleteInterval('event-relay');
    await this.running;
  }

  /** One round at a time; resolves when it is done. */
  tick(round: () => Promise<number> = () => this.bus.relay()): Promise<void> {
    this.running ??= round()
      .then((delivered) => {
        if (delivered) this.logger.log({ delivered }, 'Event relay round');
      })
      .catch((error: unknown) =>
        reportUnlessStopping(error, () => this.logger.error(`Event relay round failed: ${String(error)}`)),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
