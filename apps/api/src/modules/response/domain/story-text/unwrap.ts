/**
 * Hard-wrapped prose back into paragraphs. Many mail clients break a plain-text reply at a
 * fixed column (60 to 80 characters) without format=flowed, and the story then reads
 * "every Sunday in the / old wood stove". A line break is the client's, not the writer's, when
 * the next line's first word would have fitted on the line: the client only breaks a line that
 * is full. Breaks the writer made are kept: short lines (poems, addresses, sign-offs such as
 * "Love," / "Rose"), list items, quoted lines, and every blank line between paragraphs.
 * Only white space changes: the words and their order are never touched.
 */

/** Narrower than this, lines are the writer's own (a poem, a list): no client wraps prose so short. */
export const MIN_WRAP_COLUMN = 55;
/** Wider than this, nothing was wrapped: clients wrap at 80 characters at most (Gmail 78, Outlook 76, Thunderbird 72). */
export const MAX_WRAP_COLUMN = 80;

const LIST_ITEM = /^\s*(?:[-*•–+]\s|\d{1,3}[.)]\s|[a-z][.)]\s|[#>|])/iu;
const firstWord = (line: string) => /^\S+/u.exec(line.trimStart())?.[0] ?? '';

/** The column the client wrapped at: the longest line that could have been broken (has a space), quotes aside. */
function wrapColumn(lines: readonly string[]): number {
  let column = 0;
  for (const line of lines) {
    const trimmed = line.trimEnd();
    if (/^\s*>/u.test(trimmed)) continue;
    if (trimmed.length <= MAX_WRAP_COLUMN && /\S\s+\S/u.test(trimmed)) column = Math.max(column, trimmed.length);
  }
  return column;
}

/** Whether the client broke `line` because `next`'s first word did not fit. */
function isSoftBreak(line: string, next: string, column: number): boolean {
  const current = line.trimEnd();
  if (!current || !next.trim()) return false;
  if (LIST_ITEM.test(next) || /^\s*>/u.test(current)) return false;
  // A line indented differently from the next is laid out by hand.
  if (/^\s/u.test(next) !== /^\s/u.test(line)) return false;
  return current.length + 1 + firstWord(next).length > column;
}

export function unwrapHardWrapped(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const column = wrapColumn(lines);
  if (column < MIN_WRAP_COLUMN) return text;
  // The client wrapped at that column only if its longest line was itself broken there; otherwise the
  // longest line ends a paragraph the writer ended (and text unwrapped once stays as it is).
  const wrappedAtColumn = lines.some(
    (line, i) => line.trimEnd().length === column && i + 1 < lines.length && isSoftBreak(line, lines[i + 1], column),
  );
  if (!wrappedAtColumn) return text;
  const out: string[] = [];
  let joined = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const piece = joined ? line.trimStart() : line;
    if (joined) out[out.length - 1] = `${out[out.length - 1].trimEnd()} ${piece}`;
    else out.push(piece);
    joined = i + 1 < lines.length && isSoftBreak(line, lines[i + 1], column);
  }
  return out.join('\n');
}
