import MailComposer from 'nodemailer/lib/mail-composer';
import { ImapFlow } from 'imapflow';
import { DovecotServer } from './dovecot';

export interface TestReply {
  from: string;
  to: string;
  cc?: string;
  subject?: string;
  text?: string;
  html?: string;
  inReplyTo?: string;
  references?: string;
  messageId?: string | false;
  headers?: Record<string, string>;
  textEncoding?: 'quoted-printable' | 'base64';
  /** With a `cid`, an inline part the HTML shows by `cid:…`. */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer; cid?: string }>;
}

/** A raw email as a mail program would write it (nodemailer's composer: real MIME, real encodings). */
export async function buildEmail(reply: TestReply): Promise<Buffer> {
  const composer = new MailComposer({
    from: reply.from,
    to: reply.to,
    cc: reply.cc,
    subject: reply.subject ?? 'Re: A question from Ann',
    text: reply.text,
    html: reply.html,
    inReplyTo: reply.inReplyTo,
    references: reply.references,
    messageId: reply.messageId === false ? undefined : reply.messageId,
    headers: reply.headers,
    textEncoding: reply.textEncoding,
    attachments: reply.attachments,
  });
  let raw = (await composer.compile().build()).toString('binary');
  if (reply.messageId === false) raw = raw.replace(/^Message-ID:.*\r\n/im, '');
  return Buffer.from(raw, 'binary');
}

/** Appends raw messages to the server's INBOX, as mail delivery would. */
export async function appendToInbox(server: DovecotServer, messages: Buffer[]): Promise<void> {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: false,
    auth: { user: server.user, pass: server.password },
    logger: false,
  });
  await client.connect();
  try {
    for (const message of messages) await client.append('INBOX', message);
  } finally {
    await client.logout();
  }
}
