import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppConfig } from '../../../../config/app-config';
import { MailboxReader, MailboxReaderFactory } from '../../application/ports/mailbox-reader';
import { PollMailbox } from '../../application/poll-mailbox.use-case';
import { ImapPollerJob } from './imap-poller.job';

const events: string[] = [];

/** Stands where TypeORM's module is: it closes the database when the application shuts down. */
@Injectable()
class Database implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    events.push('database closed');
  }
}

/** A mailbox with no new mail: waiting for some ends only when the connection closes. */
class IdleReader extends MailboxReader {
  private closed!: () => void;
  private readonly closing = new Promise<void>((resolve) => (this.closed = resolve));
  open = async () => ({ mailbox: 'INBOX', uidValidity: 1 });
  uidsAfter = async () => [];
  async *fetch() {}
  waitForNewMail = () => this.closing;
  close = async () => this.closed();
}

describe('ImapPollerJob at shutdown', () => {
  it('lets a pass in progress finish before the database closes', async () => {
    let finishPass!: () => void;
    let passStarted!: () => void;
    const started = new Promise<void>((resolve) => (passStarted = resolve));
    const poll = {
      execute: () =>
        new Promise((resolve) => {
          passStarted();
          finishPass = () => {
            events.push('pass finished');
            resolve({ fetched: 0 });
          };
        }),
    };
    const moduleRef = await Test.createTestingModule({
      providers: [
        ImapPollerJob,
        Database,
        { provide: PollMailbox, useValue: poll },
        { provide: MailboxReaderFactory, useValue: { create: () => new IdleReader() } },
        { provide: AppConfig, useValue: { IMAP_URL: 'imap://mail.example', IMAP_POLL_SECONDS: 1 } },
      ],
    }).compile();
    const app = moduleRef.createNestApplication();
    await app.init();
    await started;

    const closing = app.close();
    // The pass ends only after shutdown has begun, as a slow pass would on a loaded machine.
    setImmediate(() => finishPass());
    await closing;

    expect(events).toEqual(['pass finished', 'database closed']);
  });
});
