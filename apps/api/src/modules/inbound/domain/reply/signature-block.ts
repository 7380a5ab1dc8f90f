import { matchable } from './quote-markers';
import { isDeviceLine } from './signature';

// Whether the lines under a "-- ", a rule or a "Sent from my iPad" line are an automatic signature
// (cut) or more of the sender's story (kept). A signature block is short and last; anything
// longer, or with the sender's sentences or a P.S. in it, is the story. When in doubt the text
// stays: a stray line is a blemish, a lost paragraph is a lost memory.

/** More lines than this under the opener are a story, whatever they look like. */
const SIGNATURE_LINES = 10;

const EMAIL = /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/gu;
const URL = /(?:https?:\/\/|www\.)\S+/giu;
const PHONE = /\+?\(?\d[\d ()./-]{5,}\d/gu;
const CONTACT_LABEL =
  /^(?:tel|tél|phone|mobile|mob|cell|fax|e-?mail|mail|web|telefon|telefoon|teléfono|telefono|handy|cel|móvil|portable|cellulare)\.?:?$/iu;
// "P.S.", "PS:", "P.P.S.", "N.B.", "PD:" (Spanish), "NB:"
const POSTSCRIPT = /^\s*(?:p\.?\s?p\.?\s?s|p\.?\s?s|p\.?\s?d|n\.?\s?b)\b[.:\s]/iu;

/** A line with no letter or digit: a rule, a row of stars, a tracking mark ("ᐧ"), or nothing. */
export function isDecoration(line: string): boolean {
  return !/[\p{L}\p{N}]/u.test(matchable(line).replace(/\u1427/gu, ''));
}

/** Words of a line, without addresses, links and phone numbers. */
function words(line: string): string[] {
  return line
    .replace(EMAIL, ' ')
    .replace(URL, ' ')
    .replace(PHONE, ' ')
    .split(/\s+/u)
    .filter((w) => /\p{L}/u.test(w));
}

/**
 * The sender's writing: a sentence or a line of verse, with several words in lower case
 * ("we swam there every summer"). A signature's lines are names, titles and addresses.
 */
function isProse(line: string): boolean {
  const ws = words(line);
  return ws.length >= 4 && ws.filter((w) => /^["'«„“(]?\p{Ll}/u.test(w)).length >= 2;
}

/** "foo@bar.com", "(123) 456-7890", "tel 0123-456789 fax 0123-456789 e-mail info@client.it". */
function isContactLine(line: string): boolean {
  if (!(line.match(EMAIL) || line.match(URL) || line.match(PHONE))) return false;
  return words(line).filter((w) => !CONTACT_LABEL.test(w)).length <= 3;
}

/**
 * Whether `rest`, the lines under a signature opener, is an automatic signature: nothing of the
 * sender's after it. Device lines in it count as the client's.
 */
export function isSignatureTail(rest: readonly string[]): boolean {
  const lines = rest.filter((line) => !isDecoration(line) && !isDeviceLine(line));
  if (lines.length === 0) return true;
  if (lines.length > SIGNATURE_LINES || lines.some((line) => POSTSCRIPT.test(line))) return false;
  // A company's disclaimer is prose too, but it comes with the contact lines of a signature.
  return !lines.some(isProse) || lines.some(isContactLine);
}
