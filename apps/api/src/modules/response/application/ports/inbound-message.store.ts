import { Attribution, InboundOutcome } from '../../domain/inbound';

export interface StoredInbound {
  id: string;
  dedupeKey: string;
  messageId: string | null;
  source: 'imap' | 'cli';
  fromAddress: string | null;
  subject: string | null;
  sizeBytes: number;
  state: 'stored' | 'processing' | 'processed';
  outcome: InboundOutcome | null;
  reason: string | null;
  attribution: Attribution | null;
  vaultId: string | null;
  deliveryId: string | null;
  storyId: string | null;
  receivedAt: Date;
  processedAt: Date | null;
}

export interface NewInbound {
  dedupeKey: string;
  messageId: string | null;
  source: 'imap' | 'cli';
  mailbox: string | null;
  uidvalidity: number | null;
  uid: number | null;
  fromAddress: string | null;
  subject: string | null;
  raw: Buffer;
}

export interface InboundResult {
  outcome: InboundOutcome;
  reason: string | null;
  attribution?: Attribution | null;
  vaultId?: string | null;
  deliveryId?: string | null;
  storyId?: string | null;
}

/** Port: every incoming email, stored raw before anything else happens to it. */
export abstract class InboundMessageStore {
  /** Stores the message, or finds the one stored before under the same dedupe key; `isNew` says which. */
  abstract store(message: NewInbound): Promise<{ record: StoredInbound; isNew: boolean }>;
  /**
   * Stores a batch at once; the new ones are taken for processing by the caller right away
   * (until `leaseUntil`), the ones stored before are returned as they are. In the order given.
   */
  abstract storeAndClaim(
    messages: NewInbound[],
    leaseUntil: Date,
  ): Promise<Array<{ record: StoredInbound; isNew: boolean }>>;
  /** Takes a stored message for processing until `leaseUntil`, with its raw bytes; null if done or held. */
  abstract claim(id: string, now: Date, leaseUntil: Date): Promise<{ record: StoredInbound; raw: Buffer } | null>;
  abstract finish(id: string, result: InboundResult, at: Date): Promise<StoredInbound>;
  /** finish for a batch at once; answers in the order given. */
  abstract finishMany(results: Array<{ id: string; result: InboundResult }>, at: Date): Promise<StoredInbound[]>;
  /** Messages stored but not processed (a crash between the two), whose lease has run out. */
  abstract listUnfinished(now: Date, limit: number): Promise<StoredInbound[]>;
  abstract readRaw(id: string): Promise<Buffer | null>;
  abstract findByMessageId(messageId: string): Promise<StoredInbound | null>;
  /** Newest first; only those with the given outcome when one is given. */
  abstract list(filter: { outcome?: InboundOutcome; limit: number }): Promise<StoredInbound[]>;
  abstract getCursor(mailbox: string): Promise<{ uidvalidity: number; lastUid: number } | null>;
  abstract saveCursor(mailbox: string, uidvalidity: number, lastUid: number): Promise<void>;
}
