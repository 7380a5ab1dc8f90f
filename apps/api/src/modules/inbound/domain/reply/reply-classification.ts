import { parseReplyCommand, ReplyCommand } from './reply-command';

/** The languages a senior's reply words are understood in, and her confirmations written in. */
export type ReplyLanguage = 'en' | 'de' | 'es' | 'fr' | 'nl';
export const REPLY_LANGUAGES: readonly ReplyLanguage[] = ['en', 'de', 'es', 'fr', 'nl'];

/**
 * What a reply's own words (quotes and signature already cut) are:
 * - `command`: only a request to skip, pause, resume or stop, around it at most a greeting, a
 *   sign-off, a reason and politeness words; acted on (from the senior's own address);
 * - `unclear`: short, and may be that command, but not clearly: neither filed nor acted on, she
 *   is asked by a one-click choice;
 * - `story`: anything that tells something, whatever words it holds.
 * `language` is the language the command was written in, for her confirmation.
 */
export type ReplyClassification =
  | { kind: 'command'; command: ReplyCommand; language: ReplyLanguage }
  | { kind: 'unclear'; command: ReplyCommand; language: ReplyLanguage }
  | { kind: 'story' };

export function classifyReply(text: string, now: Date): ReplyClassification {
  const command = parseReplyCommand(text, now);
  return command ? { kind: 'command', command, language: 'en' } : { kind: 'story' };
}
