import addressparser from 'nodemailer/lib/addressparser';

export interface OutgoingEmail {
  to: string;
  /**
   * The sender's display name when an email goes on someone's behalf ("Sarah Miller via
   * StoryVault"); the address stays MAIL_FROM's. Without it, MAIL_FROM as it is.
   */
  fromName?: string;
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

/** The display name of an email the owner's family member receives from the owner: "Sarah Miller via StoryVault". */
export function onBehalfOf(name: string): string {
  return `${name.trim()} via StoryVault`;
}

/** A display name is one short line: no control characters (no header injection), 100 characters at most. */
const DISPLAY_NAME_MAX = 100;

/**
 * The From of an email: MAIL_FROM, or MAIL_FROM's address under `fromName`. nodemailer quotes
 * the name (commas, quotes) and encodes it when it is not ASCII.
 */
export function senderOf(mailFrom: string, fromName?: string): string | { name: string; address: string } {
  const oneLine = (fromName ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const name = Array.from(oneLine).slice(0, DISPLAY_NAME_MAX).join('').trim();
  const parsed = parsedMailFrom(mailFrom);
  return parsed?.address ? { name: name || parsed.name, address: parsed.address } : mailFrom;
}

/** MAIL_FROM parsed once, not once an email: it is the same setting for every email of a process. */
const mailFroms = new Map<string, addressparser.Address | undefined>();

function parsedMailFrom(mailFrom: string): addressparser.Address | undefined {
  if (!mailFroms.has(mailFrom)) {
    if (mailFroms.size >= 16) mailFroms.clear();
    mailFroms.set(mailFrom, addressparser(mailFrom, { flatten: true })[0]);
  }
  return mailFroms.get(mailFrom);
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
