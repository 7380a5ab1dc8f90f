import { classifyReply } from './reply-classification';
import type { ReplyCommand } from './reply-kinds';

/**
 * The few things a senior may ask in a reply instead of telling a story
 * (docs/decisions/0046-reply-words-decision.md): SKIP, PAUSE (for a while, or until a date), RESUME and STOP, in
 * English, German, Spanish, French and Dutch. The grammar is in reply-grammar.ts and
 * reply-words/, the decision in reply-classification.ts.
 */
export type { ReplyCommand } from './reply-kinds';

export { DEFAULT_PAUSE_DAYS, MAX_PAUSE_DAYS } from './reply-time';

/**
 * The command a reply's own words (quotes and signature already cut) plainly give, or null when
 * they are a story, empty, or not clearly a command (see classifyReply).
 */
export function parseReplyCommand(text: string, now: Date): ReplyCommand | null {
  const classification = classifyReply(text, now);
  return classification.kind === 'command' ? classification.command : null;
}
