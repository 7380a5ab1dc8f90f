import { ReplyCommand, ReplyLanguage } from './reply-kinds';
import { Clause, clauseOf, DEFAULT_COMMANDS, Piece, pieces, tellsOfThePast } from './reply-grammar';
import { REPLY_WORDS, ReplyWords } from './reply-words';

export { REPLY_LANGUAGES } from './reply-kinds';
export type { ReplyLanguage } from './reply-kinds';

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

/** A reply longer than this, apart from greetings, sign-offs and names, is never unclear: it tells something. */
export const UNCLEAR_MAX_WORDS = 25;
/** Nor one with more clauses than this that are neither command, reason nor politeness. */
export const UNCLEAR_MAX_CONTENT = 2;
/** Characters: a longer reply is a story without being read clause by clause. */
export const LONGEST_REPLY = 2000;

const sameCommand = (a: ReplyCommand, b: ReplyCommand) =>
  a.kind === b.kind && (a.kind !== 'pause' || b.kind !== 'pause' || a.until.getTime() === b.until.getTime());

/** The reply read in one language: command, unclear or story (docs/decisions/0045-reply-words-clauses.md). */
function readIn(parts: Piece[], words: ReplyWords, now: Date): ReplyClassification {
  const read = parts.map((p) => clauseOf(p, words, now));
  // A name is one clause: capitalised clauses in a row ("Pause. Breathe. Remember.") are words.
  const named = (i: number) => read[i]?.kind === 'name';
  const clauses = parts.map((p, i): readonly [Piece, Clause] =>
    named(i) && (named(i - 1) || named(i + 1))
      ? [p, { kind: 'content', words: p.count, narrative: false, keyword: null }]
      : [p, read[i]],
  );
  const of = <K extends Clause['kind']>(kind: K) =>
    clauses.filter((c): c is readonly [Piece, Extract<Clause, { kind: K }>] => c[1].kind === kind);
  const commands = of('command').map(([, c]) => c.command);
  const hints = of('hint').map(([, c]) => c.command);
  const content = of('content').map(([, c]) => c);
  const language = words.language;
  if (commands.length && !hints.length && !content.length && commands.every((c) => sameCommand(c, commands[0])))
    return { kind: 'command', command: commands[0], language };
  const said = clauses.filter(([, c]) => !['greeting', 'signOff', 'name', 'polite'].includes(c.kind));
  const long = said.reduce((n, [p]) => n + p.count, 0) > UNCLEAR_MAX_WORDS;
  if (long || content.length > UNCLEAR_MAX_CONTENT || content.some((c) => c.narrative)) return { kind: 'story' };
  const keyword = content.find((c) => c.keyword)?.keyword;
  const likely = commands[0] ?? hints[0] ?? (keyword ? DEFAULT_COMMANDS[keyword](now) : undefined);
  return likely ? { kind: 'unclear', command: likely, language } : { kind: 'story' };
}

/** How many of the reply's words (`said`) are `words`' own: its greetings, commands, small common words. */
function votes(said: string[], words: ReplyWords): number {
  const own = vocabulary.get(words)!;
  return said.filter((w) => own.has(w)).length;
}

const vocabulary = new Map(
  REPLY_WORDS.map((w) => {
    const lists = [w.greetings, w.signOffs, w.politeness, w.requests, w.hedges, w.reasons, w.stop, w.skip, w.resume];
    const phrases = [...lists.flat(), ...w.pause, ...w.until, ...w.for, ...w.hints.map(([p]) => p), ...w.common];
    return [w, new Set(phrases.flatMap((p) => p.split(/[^a-z]+/)).filter((x) => x.length > 1))] as const;
  }),
);

const RANK = { command: 2, unclear: 1, story: 0 } as const;

/**
 * The reply read in each language: the reading that finds a command wins over one that finds an
 * unclear reply, which wins over a story; among equal readings, the language most of the reply's
 * words belong to (its greetings, sign-offs, politeness, commands and common small words), and
 * on a tie the first of en, de, es, fr, nl.
 */
export function classifyReply(text: string, now: Date): ReplyClassification {
  // A command with its greeting, reasons and sign-off is never this long; a story often is.
  if (text.length > LONGEST_REPLY) return { kind: 'story' };
  const parts = pieces(text);
  if (!parts.length) return { kind: 'story' };
  // A clause that tells of the past makes a story in every language: no need to read it five times.
  if (parts.some(tellsOfThePast)) return { kind: 'story' };
  const said = parts.flatMap((p) => p.words.split(' '));
  let best: { reading: ReplyClassification; votes: number } | null = null;
  for (const words of REPLY_WORDS) {
    const reading = readIn(parts, words, now);
    const candidate = { reading, votes: votes(said, words) };
    if (
      !best ||
      RANK[reading.kind] > RANK[best.reading.kind] ||
      (RANK[reading.kind] === RANK[best.reading.kind] && candidate.votes > best.votes)
    )
      best = candidate;
  }
  return best!.reading;
}
