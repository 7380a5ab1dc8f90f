import { isHeaderBlockStart, isSeparatorLine } from './header-block';
import { htmlToPlainText } from './html-to-text';
import { findAttribution } from './attribution';
import { isHistoryDelimiter, isQuoteLine } from './quote-markers';
import { isDeviceLine, isFooterRule, isSignatureDelimiter } from './signature';

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
 * Drops a "-- " signature block, or everything from a "Sent from my iPhone" line on. A device
 * line above any text is the client's too, but the sender wrote below it.
 */
function withoutSignature(lines: readonly string[], removed: string[]): string[] {
  const body: string[] = [];
  let below = lines.filter((line) => !isBlank(line)).length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!isBlank(line)) below--;
    if (isDeviceLine(line) && body.every(isBlank)) {
      removed.push(line.trim());
    } else if (isSignatureDelimiter(line) || isDeviceLine(line) || isFooterRule(line, below)) {
      removed.push(lines.slice(i).join('\n').trim());
      break;
    } else {
      body.push(line);
    }
  }
  return body;
}

/** Paragraphs stay; runs of three or more blank lines become one. */
function tidy(lines: readonly string[]): string {
  return lines
    .join('\n')
    .replace(/\n{4,}/g, '\n\n')
    .trim();
}
