import { Injectable } from '@nestjs/common';
import { InboundOutcome } from '../domain/inbound';
import { FinishInterruptedInbound } from './finish-interrupted-inbound.use-case';
import { IngestInboundMessage } from './ingest-inbound-message.use-case';
import { InboundMessageStore } from './ports/inbound-message.store';
import { MailboxMessage, MailboxReader } from './ports/mailbox-reader';

/** Messages stored and processed together: one write for the batch, then the cursor moves past it. */
const INGEST_CHUNK = 50;
const INGEST_CHUNK_BYTES = 32 * 1024 * 1024;
/** Chunks being stored and processed at once, the first being written while the next is read. */
const CHUNKS_IN_FLIGHT = 2;

export type PollSummary = Partial<Record<InboundOutcome, number>> & { fetched: number };

/**
 * One pass over the inbound mailbox: everything after the cursor (UIDVALIDITY + last UID) is
 * stored, processed, and only then the cursor moves past it, a chunk of messages at a time (the
 * cursor is saved once per chunk). A crash anywhere resumes at the first message of the chunk:
 * those stored already are known by their Message-ID (nothing is duplicated) and those not yet
 * processed are finished.
 */
@Injectable()
export class PollMailbox {
  constructor(
    private readonly ingest: IngestInboundMessage,
    private readonly store: InboundMessageStore,
    private readonly interrupted: FinishInterruptedInbound,
  ) {}

  async execute(reader: MailboxReader, onProgress?: (done: number, total: number) => void): Promise<PollSummary> {
    const summary: PollSummary = { fetched: 0 };
    for (const [outcome, count] of Object.entries(await this.interrupted.execute()))
      summary[outcome as InboundOutcome] = (summary[outcome as InboundOutcome] ?? 0) + count;
    const { mailbox, uidValidity } = await reader.open();
    const cursor = await this.store.getCursor(mailbox);
    // A new UIDVALIDITY means the old UIDs name other messages now: read everything again
    // (storing is idempotent on Message-ID, so nothing is duplicated).
    const after = cursor && cursor.uidvalidity === uidValidity ? cursor.lastUid : 0;
    const uids = await reader.uidsAfter(after);
    onProgress?.(0, uids.length);
    // Chunks overlap: while one is written to the database the next is fetched and parsed. The
    // cursor still moves in order, past a chunk only once it and every chunk before it are done.
    let previous: Promise<void> = Promise.resolve();
    const inFlight: Array<Promise<void>> = [];
    const ingestChunk = (chunk: MailboxMessage[]) => {
      const ingested = this.ingest.ingestMany(
        chunk.map((message) => ({
          raw: message.raw,
          source: { source: 'imap' as const, mailbox, uidvalidity: uidValidity, uid: message.uid },
        })),
      );
      const before = previous;
      const done = (async () => {
        const [, results] = await Promise.all([before, ingested]);
        // Every message up to here is stored (and processed): the cursor moves past them.
        await this.store.saveCursor(mailbox, uidValidity, chunk[chunk.length - 1].uid);
        for (const result of results) summary[result.outcome] = (summary[result.outcome] ?? 0) + 1;
        summary.fetched += chunk.length;
        onProgress?.(summary.fetched, uids.length);
      })();
      done.catch(() => undefined); // awaited below; an early failure must not go unhandled meanwhile
      previous = done;
      inFlight.push(done);
    };
    try {
      let chunk: MailboxMessage[] = [];
      let bytes = 0;
      for await (const message of reader.fetch(uids)) {
        chunk.push(message);
        bytes += message.raw.length;
        if (chunk.length < INGEST_CHUNK && bytes < INGEST_CHUNK_BYTES) continue;
        ingestChunk(chunk);
        chunk = [];
        bytes = 0;
        if (inFlight.length >= CHUNKS_IN_FLIGHT) await inFlight.shift();
      }
      if (chunk.length) ingestChunk(chunk);
    } finally {
      // Nothing is left running when the pass ends, whether it ends well or not.
      await Promise.allSettled(inFlight);
    }
    await Promise.all(inFlight);
    // Every pass that reaches the end says so, new mail or not: a poller that stopped shows.
    await this.store.recordPoll(mailbox, uidValidity);
    return summary;
  }
}
