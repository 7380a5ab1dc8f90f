import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { InboundOutcome } from '../domain/inbound';
import { IngestInboundMessage } from './ingest-inbound-message.use-case';
import { InboundMessageStore } from './ports/inbound-message.store';
import { MailboxReader } from './ports/mailbox-reader';

export type PollSummary = Partial<Record<InboundOutcome, number>> & { fetched: number };

/**
 * One pass over the inbound mailbox: everything after the cursor (UIDVALIDITY + last UID) is
 * stored, processed, and only then the cursor moves past it — message by message, so a crash
 * anywhere resumes at the first message not yet recorded.
 */
@Injectable()
export class PollMailbox {
  constructor(
    private readonly ingest: IngestInboundMessage,
    private readonly store: InboundMessageStore,
    private readonly clock: Clock,
  ) {}

  async execute(reader: MailboxReader, onProgress?: (done: number, total: number) => void): Promise<PollSummary> {
    const summary: PollSummary = { fetched: 0 };
    await this.finishInterrupted(summary);
    const { mailbox, uidValidity } = await reader.open();
    const cursor = await this.store.getCursor(mailbox);
    // A new UIDVALIDITY means the old UIDs name other messages now: read everything again
    // (storing is idempotent on Message-ID, so nothing is duplicated).
    const after = cursor && cursor.uidvalidity === uidValidity ? cursor.lastUid : 0;
    const uids = await reader.uidsAfter(after);
    onProgress?.(0, uids.length);
    for await (const message of reader.fetch(uids)) {
      const result = await this.ingest.execute(message.raw, {
        source: 'imap',
        mailbox,
        uidvalidity: uidValidity,
        uid: message.uid,
      });
      await this.store.saveCursor(mailbox, uidValidity, message.uid);
      summary.fetched++;
      summary[result.outcome] = (summary[result.outcome] ?? 0) + 1;
      onProgress?.(summary.fetched, uids.length);
    }
    return summary;
  }

  /** Messages stored by a process that died before processing them. */
  private async finishInterrupted(summary: PollSummary): Promise<void> {
    for (const stored of await this.store.listUnfinished(this.clock.now(), 500)) {
      const result = await this.ingest.process(stored.id);
      summary[result.outcome] = (summary[result.outcome] ?? 0) + 1;
    }
  }
}
