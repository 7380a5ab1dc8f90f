/** How far into a message its header block is looked for; the rest is body. */
const HEADER_SCAN_BYTES = 256 * 1024;

/**
 * The Message-ID of a raw message, read from its header block alone without parsing the rest:
 * a message is stored under it before a parser can fail on the message. Normalised the way
 * mailparser normalises it (the last Message-ID header, trimmed, in angle brackets), so a
 * message stored before being parsed is known under the same key as one parsed first. Null
 * when there is none, or one no database column should hold (control characters).
 */
export function scanMessageId(raw: Buffer): string | null {
  const head = raw.subarray(0, HEADER_SCAN_BYTES).toString('latin1');
  const blank = /(?:^|\n)\r?\n/.exec(head);
  const header = (blank ? head.slice(0, blank.index) : head).replace(/\r?\n[ \t]+/g, ' ');
  const found = [...header.matchAll(/^message-id[ \t]*:(.*)$/gim)].at(-1);
  if (!found) return null;
  const value = Buffer.from(found[1].trim(), 'latin1').toString('utf8');
  if (!value || [...value].some((c) => c < ' ' || c === '\u007f')) return null;
  return `${value.startsWith('<') ? '' : '<'}${value}${value.endsWith('>') ? '' : '>'}`;
}
