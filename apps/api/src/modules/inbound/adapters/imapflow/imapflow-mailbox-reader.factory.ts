import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { MailboxReader, MailboxReaderFactory } from '../../application/ports/mailbox-reader';
import type { ImapflowMailboxReader } from './imapflow-mailbox-reader';

@Injectable()
export class ImapflowMailboxReaderFactory extends MailboxReaderFactory {
  constructor(private readonly config: AppConfig) {
    super();
  }

  create(): MailboxReader | null {
    if (!this.config.IMAP_URL) return null;
    // imapflow is loaded by the process that polls (a worker), never by an api process.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ImapflowMailboxReader: Reader } = require('./imapflow-mailbox-reader') as {
      ImapflowMailboxReader: typeof ImapflowMailboxReader;
    };
    return new Reader({
      url: this.config.IMAP_URL,
      mailbox: this.config.IMAP_MAILBOX,
      pollSeconds: this.config.IMAP_POLL_SECONDS,
    });
  }
}
