import { Injectable } from '@nestjs/common';
import { InboundStatsReader } from './ports/inbound-stats.reader';

export interface InboundReport {
  /** Emails no vault could be found for, waiting for an operator (`storyvault inbound --unmatched`). */
  unmatched: number;
  /** Emails refused (unreadable, no sender), waiting for an operator (`storyvault inbound --rejected`). */
  rejected: number;
  /** Short replies whose meaning the senior was asked about, not chosen yet (`storyvault inbound --asked`). */
  asked: number;
  /** Emails stored and not processed yet. */
  unprocessed: number;
  /** When the IMAP mailbox was last polled to the end, new mail or not; null if never. */
  lastPolledAt: Date | null;
  /** When new mail was last read from the IMAP mailbox; null if never. */
  lastNewMailAt: Date | null;
}

/** How inbound mail stands, for `storyvault status`. */
@Injectable()
export class InboundStatus {
  constructor(private readonly stats: InboundStatsReader) {}

  execute(): Promise<InboundReport> {
    return this.stats.counts();
  }
}
