export interface OutgoingEmail {
  to: string;
  subject: string;
  /** Both parts are required: some seniors' mail programs show only plain text. */
  text: string;
  html: string;
  replyTo?: string;
  /** Set to thread replies or to record the id before sending. */
  messageId?: string;
  headers?: Record<string, string>;
  /** Files carried with the email; one with a `cid` is inline, shown where the HTML says `cid:…`. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Content-ID of an inline attachment (without angle brackets). */
  cid?: string;
}

/** nodemailer's form of our attachments: inline when they have a Content-ID. */
export function nodemailerAttachments(attachments: EmailAttachment[] | undefined) {
  return attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content,
    ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
  }));
}

export interface SentEmail {
  messageId: string;
}

/**
 * Port: sends one email. Resolves only once the message is accepted (by the SMTP relay, or
 * written to the outbox); rejects otherwise, so callers mark nothing as sent too early.
 */
export abstract class Mailer {
  abstract send(email: OutgoingEmail): Promise<SentEmail>;
}
