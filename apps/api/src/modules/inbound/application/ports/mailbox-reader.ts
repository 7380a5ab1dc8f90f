export interface MailboxMessage {
  uid: number;
  raw: Buffer;
}

/** Port: one connection to the inbound mailbox. */
export abstract class MailboxReader {
  /** Connects and opens the mailbox (once; later calls return it); its UIDVALIDITY says whether old UIDs still mean anything. */
  abstract open(): Promise<{ mailbox: string; uidValidity: number }>;
  /** UIDs of the messages after `uid`, ascending. */
  abstract uidsAfter(uid: number): Promise<number[]>;
  /** The raw messages with these UIDs, in ascending UID order. */
  abstract fetch(uids: number[]): AsyncIterable<MailboxMessage>;
  /** Resolves when new mail arrives (IDLE, or the server's NOOP fallback) or after `timeoutMs`. */
  abstract waitForNewMail(timeoutMs: number): Promise<void>;
  abstract close(): Promise<void>;
}

/** Port: makes mailbox connections (the IMAP settings live behind it). */
export abstract class MailboxReaderFactory {
  /** Null when no inbound mailbox is configured. */
  abstract create(): MailboxReader | null;
}
