import { MailboxReaderFactory, PollMailbox } from '@storyvault/api/modules/inbound/inbound.public';
import { Clock } from '@storyvault/api/shared/time/clock';
import { startTestApp, TestApp } from '@storyvault/api-testing';
import { appendToInbox, DovecotServer, SmtpTestServer, startDovecot, startSmtpTestServer } from '@storyvault/testing';
import { ParsedMail } from 'mailparser';

/** The app with a real SMTP server for mail out and a real Dovecot mailbox read by the IMAP poller for mail in. */
export interface MailboxHarness {
  t: TestApp;
  smtp: SmtpTestServer;
  /** Every email sent to `email`, oldest first. */
  mailsTo(email: string): ParsedMail[];
  /** Puts the emails in the mailbox and polls it once, as the worker does; what became of them. */
  deliver(emails: Buffer[]): Promise<Awaited<ReturnType<PollMailbox['execute']>>>;
  close(): Promise<void>;
}

export const INBOUND = 'stories@inbound.example.com';

export async function startMailboxHarness(clock: Clock): Promise<MailboxHarness> {
  let smtp: SmtpTestServer | undefined;
  let imap: DovecotServer | undefined;
  let t: TestApp | undefined;
  const close = async () => {
    await t?.close();
    await imap?.stop();
    await smtp?.close();
  };
  try {
    smtp = await startSmtpTestServer();
    imap = await startDovecot();
    t = await startTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        IMAP_URL: imap.url,
        INBOUND_ADDRESS: INBOUND,
        PUBLIC_URL: 'http://stories.example.com',
      },
    });
  } catch (error) {
    await close();
    throw error;
  }
  const [server, mailbox, app] = [smtp, imap, t];
  return {
    t: app,
    smtp: server,
    mailsTo: (email) => server.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email),
    async deliver(emails) {
      await appendToInbox(mailbox, emails);
      const reader = app.app.get(MailboxReaderFactory).create()!;
      try {
        return await app.app.get(PollMailbox).execute(reader);
      } finally {
        await reader.close();
      }
    },
    close,
  };
}
