import type { ReplyLanguage } from '../reply-kinds';

export type CommandKind = 'skip' | 'pause' | 'resume' | 'stop';

/**
 * One language's reply words (docs/decisions/0045-reply-words-clauses.md). Every entry is a
 * regular expression source over normalised words: lower case, no accents, apostrophes and
 * punctuation turned into spaces ("I'm" → "i m", "jusqu'au" → "jusqu au", "Grüße" → "grusse").
 */
export interface ReplyWords {
  language: ReplyLanguage;
  /** Open a short greeting line or clause: "hi", "liebe", "querida". */
  greetings: string[];
  /** Open a short sign-off: "love", "liebe grusse", "besos". */
  signOffs: string[];
  /** Dropped wherever they stand: "please", "thank you", "bitte". */
  politeness: string[];
  /** Dropped before a command: "could you", "i would like", "ich mochte". */
  requests: string[];
  /** Before a command, make it unclear: "maybe", "i think". */
  hedges: string[];
  /** Open a clause that says why, not what: "we are going", "because", "weil". */
  reasons: string[];
  /** Whole-clause commands (after politeness, requests and hedges are dropped). */
  stop: string[];
  skip: string[];
  resume: string[];
  /** The pause itself; a length or a date may follow it. */
  pause: string[];
  /** Mean a pause only with a length or a date: "stop until March", "keine Fragen bis Mai". */
  pauseWithTime: string[];
  /** What is paused, when it stands before the length: "die fragen (für 3 wochen) pausieren". */
  objects: string[];
  /** Before a date: "until", "bis", "hasta", "jusqu au", "tot". */
  until: string[];
  /** Before a length: "for", "fur", "durante", "pendant", "voor". */
  for: string[];
  /** A length that says none: "for a while", "for now", "eine weile". */
  vague: string[];
  numbers: Record<string, number>;
  units: { days: number; words: string[] }[];
  /** Short replies that may mean a command but do not say it: "not now", "later". */
  hints: [string, CommandKind][];
  /** Words that may mean a command in a clause that is not one: "stop", "pause", "break". */
  keywords: [string, CommandKind][];
  /** Mark a memory: past tense and "I remember". */
  narrative: string[];
  /** Common small words of the language, only to tell which language a reply is in. */
  common: string[];
}
