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
