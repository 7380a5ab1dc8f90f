import { Injectable, Logger, BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { MailboxReader, MailboxReaderFactory } from '../../application/ports/mailbox-reader';
import { PollMailbox } from '../../application/poll-mailbox.use-case';

/**
 * The worker's inbound loop (only with IMAP_URL): a pass, then wait for new mail (IDLE, or
 * at most IMAP_POLL_SECONDS), again and again; reconnects with backoff after errors.
 */
@Injectable()
export class ImapPollerJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ImapPoller');
  private running = false;
  private loop: Promise<void> | null = null;
  private reader: MailboxReader | null = null;

  constructor(
    private readonly readers: MailboxReaderFactory,
    private readonly poll: PollMailbox,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.IMAP_URL) return;
    this.running = true;
    this.loop = this.run();
  }

  // Before, not on, shutdown: the database closes on shutdown, and a pass still running needs it.
  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    await this.reader?.close().catch(() => undefined);
    await this.loop;
  }

  private async run(): Promise<void> {
    let backoffMs = 2000;
    while (this.running) {
      this.reader = this.readers.create();
      if (!this.reader) return;
      try {
        while (this.running) {
          const summary = await this.poll.execute(this.reader);
          if (summary.fetched) this.logger.log(summary, 'Inbound mail read');
          backoffMs = 2000;
          await this.reader.waitForNewMail(this.config.IMAP_POLL_SECONDS * 1000);
        }
      } catch (error) {
        if (this.running)
          this.logger.error(
            `Inbound mailbox: ${error instanceof Error ? error.message : String(error)}; retrying in ${backoffMs / 1000} s`,
          );
      } finally {
        await this.reader.close().catch(() => undefined);
      }
      if (this.running) await new Promise((r) => setTimeout(r, backoffMs));
      backoffMs = Math.min(backoffMs * 2, 60_000);
    }
  }
}
