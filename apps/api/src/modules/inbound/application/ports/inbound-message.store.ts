import { LeftOutAttachment } from '../../domain/attachments';
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
  /** How often processing it was started (a crash or a hang leaves it unfinished). */
  attempts: number;
  outcome: InboundOutcome | null;
  reason: string | null;
  attribution: Attribution | null;
  vaultId: string | null;
  deliveryId: string | null;
  storyId: string | null;
  /** The files of the email its story does not hold, each with the reason. */
  leftOut: LeftOutAttachment[];
  receivedAt: Date;
  processedAt: Date | null;
}

/** A message as it is stored: its bytes and what is known before it is read. */
export interface NewInbound {
  dedupeKey: string;
  messageId: string | null;
  source: 'imap' | 'cli';
  mailbox: string | null;
  uidvalidity: number | null;
  uid: number | null;
  raw: Buffer;
}

export interface InboundResult {
  outcome: InboundOutcome;
  reason: string | null;
  attribution?: Attribution | null;
  vaultId?: string | null;
  deliveryId?: string | null;
  storyId?: string | null;
  leftOut?: LeftOutAttachment[];
  /** What reading the message told about it; left as it was when it could not be read. */
  fromAddress?: string | null;
  subject?: string | null;
}

/** Port: every incoming email, stored raw before anything else happens to it. */
export abstract class InboundMessageStore {
  /** Stores the message, or finds the one stored before under the same dedupe key; `isNew` says which. */
  abstract store(message: NewInbound): Promise<{ record: StoredInbound; isNew: boolean }>;
  /**
   * Stores a batch at once; the new ones are taken for processing by the caller right away
   * (until `leaseUntil`, their first attempt), the ones stored before are returned as they are.
   * In the order given.
   */
  abstract storeAndClaim(
    messages: NewInbound[],
    leaseUntil: Date,
  ): Promise<Array<{ record: StoredInbound; isNew: boolean }>>;
  /**
   * Takes a stored message for processing until `leaseUntil`, with its raw bytes, counting the
   * attempt; null if done or held.
   */
  abstract claim(id: string, now: Date, leaseUntil: Date): Promise<{ record: StoredInbound; raw: Buffer } | null>;
  abstract finish(id: string, result: InboundResult, at: Date): Promise<StoredInbound>;
  /** finish for a batch at once; answers in the order given. */
  abstract finishMany(results: Array<{ id: string; result: InboundResult }>, at: Date): Promise<StoredInbound[]>;
  /** Messages stored but not processed (a crash between the two), whose lease has run out. */
  abstract listUnfinished(now: Date, limit: number): Promise<StoredInbound[]>;
  abstract readRaw(id: string): Promise<Buffer | null>;
  /** The message with this Message-ID (as stored, angle brackets included) or id. */
  abstract findByMessageId(messageId: string): Promise<StoredInbound | null>;
  /** Newest first; only those with the given outcome when one is given. */
  abstract list(filter: { outcome?: InboundOutcome; limit: number }): Promise<StoredInbound[]>;
  /**
   * Of `vaultIds`, those that had a verified reply from each address (lower-cased): a reply
   * tied to the vault by its token or its question's thread, sent from that very address
   * (docs/decisions/0075-mail-by-sender-alone.md). By address, each with its vaults.
   */
  abstract vaultsWithVerifiedReplies(addresses: string[], vaultIds: string[]): Promise<Map<string, Set<string>>>;
  abstract getCursor(mailbox: string): Promise<{ uidvalidity: number; lastUid: number } | null>;
  abstract saveCursor(mailbox: string, uidvalidity: number, lastUid: number): Promise<void>;
  /** Notes that a pass over the mailbox read it to the end just now, whether or not there was new mail. */
  abstract recordPoll(mailbox: string, uidvalidity: number): Promise<void>;
  /** Deletes every message attributed to an erased vault (with the choices asked about them); returns how many. */
  abstract deleteForVault(vaultId: string): Promise<number>;
}
