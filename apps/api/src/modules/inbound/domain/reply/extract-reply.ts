import { isHeaderBlockStart, isSeparatorLine } from './header-block';
import { htmlToPlainText } from './html-to-text';
import { findAttribution } from './attribution';
import { ownArrowLinesEnd } from './arrow-lines';
import { isForwardDelimiter, isHistoryDelimiter, isQuoteLine } from './quote-markers';
import { isDeviceLine, isFooterRule, isSignatureDelimiter } from './signature';
import { isDecoration, isSignatureTail } from './signature-block';

export interface ReplyInput {
  text?: string | null;
  html?: string | null;
}

export interface ExtractedReply {
  /** What the sender newly wrote, paragraphs kept. Empty when the reply adds nothing. */
  fullText: string;
  /** The parts that were cut (quotes, quote headers, signatures), for debugging. */
  removed: string[];
}

/**
 * The text a senior newly wrote in an email reply: without the quoted question and earlier
 * mails, the client's quote headers, a "-- " signature or a "Sent from my iPhone" line.
 * The plain-text part is used when it has any text; an HTML-only reply is converted first.
 */
export function extractReply(input: ReplyInput): ExtractedReply {
  const removed: string[] = [];
  let source = input.text ?? '';
  if (source.trim() === '' && input.html && input.html.trim() !== '') {
    const converted = htmlToPlainText(input.html);
    removed.push(...converted.quoted);
    source = converted.text;
  }
  const lines = source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd());
  const reply = withoutSignature(withoutHistory(lines, removed), removed);
  return { fullText: tidy(reply), removed };
}

/**
 * The whole email as text, quotes and signature included, for the owner to see what was
 * written around the story: the plain-text part, or an HTML-only reply converted.
 */
export function originalText(input: ReplyInput): string {
  if ((input.text ?? '').trim() === '' && input.html && input.html.trim() !== '')
    return htmlToPlainText(input.html).whole;
  return input.text ?? '';
}

function isBlank(line: string | undefined): boolean {
  return line !== undefined && line.trim() === '';
}

function skipBlank(lines: readonly string[], from: number): number {
  let i = from;
  while (isBlank(lines[i])) i++;
  return i;
}

/**
 * Where a quoted block starting at `start` ends. Blank lines between quoted lines belong to it,
 * and so does the tail of a long quoted line that the client re-wrapped without its '>'.
 */
function endOfQuote(lines: readonly string[], start: number): number {
  let i = start;
  while (i < lines.length) {
    const line = lines[i];
    if (isQuoteLine(line)) {
      i++;
    } else if (isBlank(line) && isQuoteLine(lines[skipBlank(lines, i)] ?? '')) {
      i = skipBlank(lines, i);
    } else if (isQuoteLine(lines[i - 1]) && isQuoteLine(lines[i + 1] ?? '') && isWrapTail(lines[i - 1], line)) {
      i++;
    } else {
      break;
    }
  }
  return i;
}

// A sentence of the sender's own starts with a capital; the tail of a wrapped quote line
// continues a long line in lower case, or is an indented or '>'-closed link fragment.
function isWrapTail(previous: string, line: string): boolean {
  return /^\s/u.test(line) || /[>)]$/u.test(line) || (previous.length >= 60 && /^[\p{Ll}\p{P}]/u.test(line));
}

/** The line after a forwarded mail's header block ("From: … Date: … Subject: … To: …"): its first blank line. */
function endOfForwardHeader(lines: readonly string[], from: number): number {
  const start = skipBlank(lines, from);
  if (!isHeaderBlockStart(lines, start)) return from;
  let i = start;
  while (i < lines.length && !isBlank(lines[i])) i++;
  return i;
}

/** Drops quoted blocks with their attribution lines, and everything below a history marker. */
function withoutHistory(lines: readonly string[], removed: string[]): string[] {
  const out: string[] = [];
  const cutRest = (i: number): string[] => {
    const rest = lines.slice(i);
    while (out.length > 0 && (isBlank(out[out.length - 1]) || isSeparatorLine(out[out.length - 1]))) {
      rest.unshift(out.pop() as string);
    }
    removed.push(rest.join('\n').trim());
    return out;
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    // A forward with nothing written above it is what the sender chose to send: its text stays.
    if (isForwardDelimiter(line) && out.every(isBlank)) {
      const body = endOfForwardHeader(lines, i + 1);
      removed.push(lines.slice(i, body).join('\n').trim());
      i = skipBlank(lines, body);
      continue;
    }
    if (isHistoryDelimiter(line) || isHeaderBlockStart(lines, i)) return cutRest(i);
    const attribution = findAttribution(lines, i);
    if (attribution) {
      if (attribution.prefix) out.push(attribution.prefix);
      const after = i + attribution.lineCount;
      const quoteStart = skipBlank(lines, after);
      if (isQuoteLine(lines[quoteStart] ?? '')) {
        const end = endOfQuote(lines, quoteStart);
        removed.push(
          lines
            .slice(i, end)
            .join('\n')
            .slice(attribution.prefix?.length ?? 0)
            .trim(),
        );
        i = skipBlank(lines, end);
        continue;
      }
      // Unquoted text below: the answered mail, unless nothing was written above the line;
      // then the client put its "On … wrote:" over the sender's own words.
      if (out.some((l) => !isBlank(l))) return cutRest(i);
      removed.push(lines.slice(i, after).join('\n').trim());
      i = quoteStart;
      continue;
    }
    if (isQuoteLine(line)) {
      // A non-blank, unquoted line right above a quote is always one the sender's text kept.
      const own = ownArrowLinesEnd(lines, i, i > 0 && !isBlank(lines[i - 1]));
      if (own > 0) {
        out.push(...lines.slice(i, own));
        i = own;
        continue;
      }
      const end = endOfQuote(lines, i);
      removed.push(lines.slice(i, end).join('\n'));
      i = skipBlank(lines, end);
      continue;
    }
    out.push(line);
    i++;
  }
  return out;
}

/**
 * Drops the automatic signature at the end: a "-- " block, a rule with a footer under it, or a
 * "Sent from my iPhone" line, when only a short signature follows (see isSignatureTail). The same
 * lines amid the story are the sender's section breaks and stay; a device line there is the
 * client's and goes alone, since the sender wrote on under it.
 */
function withoutSignature(lines: readonly string[], removed: string[]): string[] {
  const body = [...lines];
  const trailing: string[] = [];
  while (body.length > 0 && isDecoration(body[body.length - 1])) trailing.unshift(body.pop() as string);
  if (trailing.some((line) => !isBlank(line))) removed.push(trailing.join('\n').trim());

  // Upwards from the end: the signature starts at the highest opener from which every stretch down
  // to the end (split at the openers under it) reads as signature. An opener with the story under
  // it is a section break, and so is every opener above it.
  let start: number | undefined;
  for (let i = body.length - 1; i >= 0; i--) {
    if (!opensSignature(body[i])) continue;
    if (!isSignatureTail(body.slice(i + 1, start ?? body.length))) break;
    start = i;
  }
  const kept: string[] = [];
  for (let i = 0; i < (start ?? body.length); i++) {
    if (!isDeviceLine(body[i])) {
      kept.push(body[i]);
      continue;
    }
    removed.push(body[i].trim());
    // The line goes with one of the blank lines around it, so the paragraphs keep their spacing.
    if (isBlank(kept[kept.length - 1]) && isBlank(body[i + 1])) i++;
  }
  if (start !== undefined) removed.push(body.slice(start).join('\n').trim());
  return kept;
}

function opensSignature(line: string): boolean {
  return isSignatureDelimiter(line) || isFooterRule(line) || isDeviceLine(line);
}

/** Paragraphs stay; runs of three or more blank lines become one. */
function tidy(lines: readonly string[]): string {
  return lines
    .join('\n')
    .replace(/\n{4,}/g, '\n\n')
    .trim();
}
