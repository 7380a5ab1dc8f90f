/**
 * RFC 3676 format=flowed decoding that respects quote depth: a soft line break (a line ending
 * in a space) joins the next line only when both have the same number of '>' marks. Decoders
 * that ignore depth glue a quoted "> Hi " to the reply written under it, and the reply is lost.
 */
function depthOf(line: string): { depth: number; content: string } {
  const match = /^>+/.exec(line);
  const depth = match ? match[0].length : 0;
  let content = line.slice(depth);
  if (content.startsWith(' ')) content = content.slice(1); // space-stuffing, or the "> " after the marks
  return { depth, content };
}

export function decodeFlowed(text: string, delSp = false): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let current: { depth: number; content: string } | null = null;
  let flowing = false;
  for (const line of lines) {
    const next = depthOf(line);
    if (current && flowing && next.depth === current.depth && next.content !== '-- ') {
      current.content += next.content;
    } else {
      if (current) out.push(current.depth ? `${'>'.repeat(current.depth)} ${current.content}` : current.content);
      current = next;
    }
    // "-- " is the signature separator, never a soft break.
    flowing = line.endsWith(' ') && current.content !== '-- ' && line !== '-- ';
    if (flowing && delSp) current.content = current.content.slice(0, -1);
  }
  if (current) out.push(current.depth ? `${'>'.repeat(current.depth)} ${current.content}` : current.content);
  return out.join('\n');
}
