import { findAttribution } from './attribution';
import { isHeaderBlockStart } from './header-block';
import { isHistoryDelimiter, isQuoteLine } from './quote-markers';
import { isDeviceLine, isSignatureDelimiter } from './signature';

// Seniors start lines with ">" too: a list of years ("> 1962 we moved to Leeds") or an arrow
// ("> work hard > you will be tired"). A mail client quotes the answered mail whole: under an
// attribution, set off by blank lines, with a bare ">" between its paragraphs; nothing of the
// sender's follows its last quote.

/** One level of ">" with the text right after it. */
const ARROW_LINE = /^>[ \t]*[^\s>]/u;
const NUMBERED = /^>[ \t]*\p{Nd}/u;

function nextNonBlank(lines: readonly string[], from: number): number {
  let i = from;
  while (i < lines.length && lines[i].trim() === '') i++;
  return i;
}

/** Whether the sender's own text starts at line i: not a quote, a quote header or a signature. */
function ownTextAt(lines: readonly string[], i: number): boolean {
  const line = lines[i];
  return (
    line !== undefined &&
    !isQuoteLine(line) &&
    !isHistoryDelimiter(line) &&
    !isHeaderBlockStart(lines, i) &&
    !findAttribution(lines, i) &&
    !isDeviceLine(line) &&
    !isSignatureDelimiter(line)
  );
}

/**
 * Where the ">" lines from `start` end when the sender wrote them, or -1 when they are quoted
 * mail. They are the sender's when they hang right under the sender's own line (or each begins
 * with a number, like a list of years), no line is a bare or a nested ">", and the sender's text
 * goes on below them.
 */
export function ownArrowLinesEnd(lines: readonly string[], start: number, ownLineAbove: boolean): number {
  let end = start;
  while (end < lines.length && isQuoteLine(lines[end])) {
    if (!ARROW_LINE.test(lines[end])) return -1;
    end++;
  }
  const block = lines.slice(start, end);
  if (!ownLineAbove && !block.every((line) => NUMBERED.test(line))) return -1;
  return ownTextAt(lines, nextNonBlank(lines, end)) ? end : -1;
}
