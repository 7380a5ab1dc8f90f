import { Logger } from '@nestjs/common';
import { ImapFlow } from 'imapflow';
import { MailboxMessage, MailboxReader } from '../../application/ports/mailbox-reader';

const FETCH_CHUNK = 100;
const FETCH_CHUNK_BYTES = 32 * 1024 * 1024;

export interface ImapSettings {
  url: string;
  mailbox: string;
  pollSeconds: number;
}

/** imapflow on one IMAP connection; new-mail pushes come from IDLE or imapflow's NOOP fallback. */
export class ImapflowMailboxReader extends MailboxReader {
  private readonly logger = new Logger('Imap');
  private readonly client: ImapFlow;
  private newMail: (() => void) | null = null;

  constructor(private readonly settings: ImapSettings) {
    super();
    const url = new URL(settings.url);
    this.client = new ImapFlow({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'imaps:' ? 993 : 143),
      secure: url.protocol === 'imaps:',
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false,
      maxIdleTime: settings.pollSeconds * 1000,
      missingIdleCommand: 'NOOP',
    });
    this.client.on('exists', () => this.newMail?.());
    this.client.on('error', (error: Error) => this.logger.warn(`IMAP connection error: ${error.message}`));
  }

  private opened: { mailbox: string; uidValidity: number } | null = null;

  /** Connects once; later calls return the open mailbox (its UIDVALIDITY as last seen). */
  async open(): Promise<{ mailbox: string; uidValidity: number }> {
    if (this.opened && this.client.usable) {
      const uidValidity = this.client.mailbox ? Number(this.client.mailbox.uidValidity) : this.opened.uidValidity;
      return { ...this.opened, uidValidity };
    }
    await this.client.connect();
    const mailbox = await this.client.mailboxOpen(this.settings.mailbox);
    this.opened = { mailbox: this.settings.mailbox, uidValidity: Number(mailbox.uidValidity) };
    return this.opened;
  }

  async uidsAfter(uid: number): Promise<number[]> {
    const found = await this.client.search({ uid: `${uid + 1}:*` }, { uid: true });
    // "N:*" always includes the highest message, even below N.
    return (found || []).filter((u) => u > uid).sort((a, b) => a - b);
  }

  async *fetch(uids: number[]): AsyncIterable<MailboxMessage> {
    // In chunks of at most a hundred messages or 32 MB: few round trips, and a big mailbox
    // (or a few huge attachments) never sits in memory at once.
    for (const chunk of await this.chunks(uids)) {
      const messages: MailboxMessage[] = [];
      for await (const message of this.client.fetch(chunk.join(','), { uid: true, source: true }, { uid: true })) {
        if (message.source) messages.push({ uid: message.uid, raw: message.source });
      }
      yield* messages.sort((a, b) => a.uid - b.uid);
    }
  }

  private async chunks(uids: number[]): Promise<number[][]> {
    if (!uids.length) return [];
    const sizes = new Map<number, number>();
    for await (const m of this.client.fetch(uids.join(','), { uid: true, size: true }, { uid: true }))
      sizes.set(m.uid, m.size ?? 0);
    const chunks: number[][] = [];
    let current: number[] = [];
    let bytes = 0;
    for (const uid of uids) {
      const size = sizes.get(uid) ?? 0;
      if (current.length && (current.length >= FETCH_CHUNK || bytes + size > FETCH_CHUNK_BYTES)) {
        chunks.push(current);
        current = [];
        bytes = 0;
      }
      current.push(uid);
      bytes += size;
    }
    if (current.length) chunks.push(current);
    return chunks;
  }

  waitForNewMail(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('close', done);
        this.newMail = null;
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.client.once('close', done);
      this.newMail = done;
    });
  }

  async close(): Promise<void> {
    try {
      await this.client.logout();
    } catch {
      this.client.close();
    }
  }
}
