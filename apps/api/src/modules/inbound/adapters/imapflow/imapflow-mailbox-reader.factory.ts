import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { MailboxReader, MailboxReaderFactory } from '../../application/ports/mailbox-reader';
import { ImapflowMailboxReader } from './imapflow-mailbox-reader';

@Injectable()
export class ImapflowMailboxReaderFactory extends MailboxReaderFactory {
  constructor(private readonly config: AppConfig) {
    super();
  }

  create(): MailboxReader | null {
    if (!this.config.IMAP_URL) return null;
    return new ImapflowMailboxReader({
      url: this.config.IMAP_URL,
      mailbox: this.config.IMAP_MAILBOX,
      pollSeconds: this.config.IMAP_POLL_SECONDS,
    });
  }
}
