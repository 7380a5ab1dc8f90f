/** What became of one incoming email. */
export type InboundOutcome =
  | 'story'
  /** A reply of only a command word (SKIP, PAUSE, RESUME, STOP), acted on; the reason says which. */
  | 'command'
  /** A reply word from an address not the senior's (or not vouched for): not acted on, the owner asked. */
  | 'held'
  /**
   * A short reply that may be a command but is not clearly one: neither filed nor acted on; the
   * senior was asked by a one-click choice (`reply_choices`), and the outcome becomes `command`
   * (or `held`) or `story` when she chooses, or `story` after 7 days.
   */
  | 'asked'
  | 'auto_reply'
  | 'bounce'
  | 'unmatched'
  | 'empty'
  | 'rejected'
  | 'duplicate';
/** How a reply was tied to its question: the token, the thread, or the sender. */
export type Attribution = 'token' | 'thread' | 'sender';

export interface ParsedAttachment {
  filename: string | undefined;
  contentType: string;
  size: number;
  content: Buffer;
  /** The Content-ID an HTML body shows it by (`cid:`), if any. */
  contentId?: string;
  /** An image's size in pixels, read from its header, when it could be read. */
  dimensions?: { width: number; height: number };
  /** An image's media type as its header tells it (`image/jpeg`), when it could be read. */
  detectedType?: string;
  /** Why a recording cannot be played, when ffprobe found it broken or not sound at all. */
  notAudio?: string;
}

/** An email as the pipeline needs it, whatever parsed it. */
export interface ParsedInbound {
  messageId: string | null;
  from: string | null;
  /** Every address among To, Cc and Delivered-To (and X-Original-To). */
  recipients: string[];
  inReplyTo: string[];
  references: string[];
  subject: string;
  /** Each Authentication-Results header's value, top (added last) first; absent: none. */
  authenticationResults?: string[];
  /** Header names lower-cased; values as text. */
  headers: Record<string, string>;
  contentType: string;
  text: string | null;
  html: string | null;
  attachments: ParsedAttachment[];
}

export interface Classification {
  kind: 'reply' | 'auto_reply' | 'bounce';
  reason: string | null;
}

const OUT_OF_OFFICE =
  /^(auto(matic)?[ -]?(reply|response|antwort)|out of (the )?office|abwesenheit|absence|r[ée]ponse automatique|fuera de la oficina|respuesta autom[aá]tica|risposta automatica|automatisch antwoord|afwezig|i am away|away from (my|the) (desk|office))/i;

/** Bounces and automatic answers are recorded, never turned into stories (RFC 3834, RFC 3464). */
export function classifyInbound(
  message: Pick<ParsedInbound, 'headers' | 'from' | 'subject' | 'contentType'>,
): Classification {
  const h = message.headers;
  const from = (message.from ?? '').toLowerCase();
  if (/multipart\/report/i.test(message.contentType) && /report-type="?delivery-status/i.test(message.contentType)) {
    return { kind: 'bounce', reason: 'delivery status report (multipart/report)' };
  }
  if (/^(mailer-daemon|postmaster|mail-daemon)@/.test(from)) return { kind: 'bounce', reason: `sent by ${from}` };
  const autoSubmitted = h['auto-submitted']?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no')
    return { kind: 'auto_reply', reason: `Auto-Submitted: ${autoSubmitted}` };
  if (h['x-autoreply'] || h['x-autorespond']) return { kind: 'auto_reply', reason: 'X-Autoreply header' };
  const precedence = h['precedence']?.trim().toLowerCase();
  if (precedence && ['bulk', 'junk', 'list', 'auto_reply'].includes(precedence)) {
    return { kind: 'auto_reply', reason: `Precedence: ${precedence}` };
  }
  if (
    h['x-auto-response-suppress'] &&
    /all|oof/i.test(h['x-auto-response-suppress']) &&
    OUT_OF_OFFICE.test(message.subject)
  ) {
    return { kind: 'auto_reply', reason: 'out-of-office subject' };
  }
  if (OUT_OF_OFFICE.test(message.subject.replace(/^(re|aw|sv|antw|fw|fwd)\s*:\s*/i, ''))) {
    return { kind: 'auto_reply', reason: 'out-of-office subject' };
  }
  return { kind: 'reply', reason: null };
}
