/** About how much of a story an email quotes: a few lines. */
export const EXCERPT_LENGTH = 300;

/**
 * A story's opening lines as plain text of at most about `max` characters: whitespace folded,
 * cut at a word with an ellipsis when longer. Empty for a story without text (a recording alone).
 */
export function openingLines(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The question, short enough for a subject line. */
export function shortQuestion(question: string, max = 60): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.5 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
