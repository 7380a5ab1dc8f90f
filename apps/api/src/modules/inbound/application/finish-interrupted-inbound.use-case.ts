import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { InboundOutcome } from '../domain/inbound';
import { IngestInboundMessage } from './ingest-inbound-message.use-case';
import { InboundMessageStore } from './ports/inbound-message.store';

/** Messages looked at in one pass; the next pass takes the rest. */
const BATCH = 500;

/**
 * Messages stored by a process that stopped before processing them (a worker or an
 * `storyvault ingest` killed mid-way): stored and never taken, or taken and their lease run
 * out. Each is processed now; one that keeps stopping its processor is rejected in the end.
 */
@Injectable()
export class FinishInterruptedInbound {
  constructor(
    private readonly ingest: IngestInboundMessage,
    private readonly store: InboundMessageStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<Partial<Record<InboundOutcome, number>>> {
    const summary: Partial<Record<InboundOutcome, number>> = {};
    for (const stored of await this.store.listUnfinished(this.clock.now(), BATCH)) {
      const result = await this.ingest.process(stored.id);
      summary[result.outcome] = (summary[result.outcome] ?? 0) + 1;
    }
    return summary;
  }
}
