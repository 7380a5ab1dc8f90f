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

/** A client's wrapped lines end within this many characters of its column. */
const NEAR_COLUMN = 12;

const LIST_ITEM = /^\s*(?:[-*•–+]\s|\d{1,3}[.)]\s|[a-z][.)]\s|[#>|])/iu;
const ITEM_MARKER = /^\s*(?:[-*•–+]|\d{1,3}[.)]|[a-z][.)])\s+/iu;
/** How far a list item's text is indented: its hanging lines line up with it. */
const itemIndent = (line: string): number | null => ITEM_MARKER.exec(line)?.[0].length ?? null;
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

/**
 * Whether the client broke `line` because `next`'s first word did not fit. `indent` is that of
 * the list item `line` belongs to, if any: a hanging line indented as far continues the item.
 */
function isSoftBreak(line: string, next: string, column: number, indent: number | null): boolean {
  const current = line.trimEnd();
  if (!current || !next.trim()) return false;
  if (LIST_ITEM.test(next) || /^\s*>/u.test(current)) return false;
  const nextIndent = /^\s*/u.exec(next)![0].length;
  const hanging = indent !== null && nextIndent === indent;
  // Otherwise a line indented differently from the next is laid out by hand.
  if (!hanging && nextIndent > 0 !== /^\s/u.test(line)) return false;
  return current.length + 1 + firstWord(next).length > column;
}

export function unwrapHardWrapped(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const column = wrapColumn(lines);
  if (column < MIN_WRAP_COLUMN) return text;
  // The client wrapped at that column only if its longest line was itself broken there, and another
  // near it too: one long line alone may end a paragraph the writer ended (and text unwrapped once
  // has no such pair left, so it stays as it is).
  const brokenNearColumn = lines.filter(
    (line, i) =>
      line.trimEnd().length >= column - NEAR_COLUMN &&
      i + 1 < lines.length &&
      isSoftBreak(line, lines[i + 1], column, itemIndent(line)),
  );
  if (brokenNearColumn.length < 2 || !brokenNearColumn.some((line) => line.trimEnd().length === column)) return text;
  const out: string[] = [];
  let joined = false;
  let indent: number | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (joined) out[out.length - 1] = `${out[out.length - 1].trimEnd()} ${line.trimStart()}`;
    else {
      out.push(line);
      indent = itemIndent(line);
    }
    joined = i + 1 < lines.length && isSoftBreak(line, lines[i + 1], column, indent);
  }
  return out.join('\n');
}
