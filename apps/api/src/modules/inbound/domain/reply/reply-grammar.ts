import type { ReplyCommand } from './reply-kinds';
import { pauseEnd } from './reply-time';
import { CommandKind, REPLY_WORDS, ReplyWords } from './reply-words';

/**
 * How the senior's reply words are read (docs/decisions/0045-reply-words-clauses.md): the
 * reply is cut into clauses (lines, sentences, comma-separated parts), and each clause is one
 * of the kinds below, in one language at a time.
 */
export type Clause =
  | { kind: 'polite' | 'greeting' | 'signOff' | 'name' | 'reason' }
  | { kind: 'command'; command: ReplyCommand }
  /** May be a command but does not say it plainly: "stop?", "maybe pause", "not now". */
  | { kind: 'hint'; command: ReplyCommand }
  /** Anything else: words that tell something. */
  | { kind: 'content'; words: number; narrative: boolean; keyword: CommandKind | null };

export interface Piece {
  /** Normalised words: lower case, no accents, no punctuation, single spaces. */
  words: string;
  count: number;
  /** Ends with, or holds, a question mark. */
  question: boolean;
  /** Every word starts with a capital letter, as a name does. */
  capitalised: boolean;
}

/**
 * Lower case, accents gone, apostrophes and punctuation spaces, a date's slash kept: "Jusqu’au 3.
 * Juni!" → "jusqu au 3 juni", "until 3/15" → "until 3/15".
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d)\/(?=\d)/g, '$1_')
    .replace(/[^a-z0-9_]+/g, ' ')
    .replace(/_/g, '/')
    .trim();
}

/** The reply's clauses: one per line, sentence (not "3. Juni"), or part between commas, dashes and brackets. */
export function pieces(text: string): Piece[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/(?<=[.!?;:…])(?<!\b\d{1,2}\.)\s+|,\s*|\s+[-–—]+\s+|\s*\(|\)\s*/))
    .flatMap((part) => part.split(BECAUSE))
    .map((part) => {
      const words = normalise(part);
      const letters = part.split(/\s+/).filter((w) => /\p{L}/u.test(w));
      return {
        words,
        count: words ? words.split(' ').length : 0,
        question: part.includes('?') || part.includes('¿'),
        capitalised: letters.length > 0 && letters.every((w) => /^[^\p{L}]*\p{Lu}/u.test(w)),
      };
    })
    .filter((p) => p.count > 0);
}

const alt = (list: readonly string[]) => `(?:${list.join('|')})`;
const all = (pick: (w: ReplyWords) => readonly string[]) => REPLY_WORDS.flatMap(pick);

// Greetings, sign-offs and politeness are known in every language at once: a reply may mix them.
const POLITE = new RegExp(`(?:^| )${alt(all((w) => w.politeness))}(?= |$)`, 'g');
const GREETING = new RegExp(`^${alt(all((w) => w.greetings))}(?: |$)`);
const SIGN_OFF = new RegExp(`^${alt(all((w) => w.signOffs))}(?: |$)`);
const NARRATIVE = new RegExp(`(?:^| )${alt(all((w) => w.narrative))}(?= |$)`);
const KEYWORDS = new Map(REPLY_WORDS.flatMap((w) => w.keywords));
/** A command word after these asks for nothing: "please don't stop", "nie eine Pause". */
const NOT = /(^| )(don t|do not|never|not|nicht|nie|kein|keine|no|nunca|ne|pas|jamais|niet|nooit|geen)$/;
/**
 * A reason joined to the command in one sentence starts a clause of its own: "pause until April
 * because we are going to Florida", "I'm on a cruise, so please pause".
 */
const BECAUSE =
  /\s+(?=(?:because|cause|while|weil|denn|deshalb|während|porque|ya que|así que|por eso|mientras|parce que|puisque|pendant que|donc|omdat|aangezien|daarom|terwijl)\s|so (?:please|can|could|would)\b)/i;

interface Grammar {
  requests: RegExp;
  hedges: RegExp;
  reasons: RegExp;
  stop: RegExp;
  skip: RegExp;
  resume: RegExp;
  pause: RegExp;
  pauseWithTime: RegExp;
  objects: RegExp;
  hints: Array<[RegExp, CommandKind]>;
}

const grammars = new Map<ReplyWords, Grammar>(
  REPLY_WORDS.map((w) => {
    const whole = (list: readonly string[]) => new RegExp(`^${alt(list)}$`);
    const timed = (list: readonly string[]) => new RegExp(`^(?:(?<before>.+?) )??${alt(list)}(?: (?<after>.+))?$`);
    return [
      w,
      {
        requests: new RegExp(`^${alt(w.requests)}(?: |$)`),
        hedges: new RegExp(`^${alt(w.hedges)}(?: |$)`),
        reasons: new RegExp(`^${alt(w.reasons)}(?: |$)`),
        stop: whole(w.stop),
        skip: whole(w.skip),
        resume: whole(w.resume),
        pause: timed(w.pause),
        pauseWithTime: timed(w.pauseWithTime),
        objects: new RegExp(`^${alt(w.objects)} `),
        hints: w.hints.map(([phrase, kind]) => [whole([phrase]), kind]),
      },
    ];
  }),
);

/** The words with requests ("could you", "ich möchte") and hedges ("maybe") taken off the front. */
function bare(words: string, grammar: Grammar): { words: string; requested: boolean; hedged: boolean } {
  let requested = false;
  let hedged = false;
  for (;;) {
    const request = grammar.requests.exec(words);
    const hedge = grammar.hedges.exec(words);
    if (request) requested = true;
    if (hedge) hedged = true;
    const cut = request ?? hedge;
    if (!cut || cut[0].trim() === words) return { words, requested, hedged };
    words = words.slice(cut[0].length).trim();
  }
}

/**
 * The pause these words ask for: the pause words, and a length or a date after them, or before
 * them ("bis März eine Pause"); what is paused may stand in between ("die Fragen"). Null when
 * they ask none (words before the pause that are no time make it no pause: "Dad never took a
 * break"), 'unread' when what follows it cannot be read ("until after Easter"). Words that are a
 * pause only with a time ("stop until May") and no time read are no pause.
 */
function pauseOf(words: string, grammar: Grammar, language: ReplyWords, now: Date): ReplyCommand | 'unread' | null {
  const plain = grammar.pause.exec(words);
  const match = plain ?? grammar.pauseWithTime.exec(words);
  if (!match) return null;
  const after = match.groups?.after?.replace(grammar.objects, '');
  const before = match.groups?.before?.replace(grammar.objects, '');
  if (!plain) return before || after ? (pauseEndOrNull(before || after || '', language, now) ?? null) : null;
  if (before) return after ? 'unread' : (pauseEndOrNull(before, language, now) ?? null);
  return pauseEndOrNull(after ?? '', language, now) ?? 'unread';
}

function pauseEndOrNull(words: string, language: ReplyWords, now: Date): ReplyCommand | undefined {
  const until = pauseEnd(words, language, now);
  return until ? { kind: 'pause', until } : undefined;
}

/** The command a word means when it says no more: a pause of the default four weeks. */
export const DEFAULT_COMMANDS: Record<CommandKind, (now: Date) => ReplyCommand> = {
  skip: () => ({ kind: 'skip' }),
  resume: () => ({ kind: 'resume' }),
  stop: () => ({ kind: 'stop' }),
  pause: (now) => ({ kind: 'pause', until: pauseEnd('', REPLY_WORDS[0], now)! }),
};

/** No command, request and time together run longer: a longer clause is read as content only. */
const LONGEST_COMMAND = 30;

/** What a clause is in every language alike: its words without politeness, its command word, whether it tells of the past. */
interface Basics {
  words: string;
  keyword: CommandKind | undefined;
  narrative: boolean;
  greeting: boolean;
  signOff: boolean;
}

/** Read once a clause, not once a language: the same in all five. */
const basicsRead = new WeakMap<Piece, Basics>();

function basicsOf(piece: Piece): Basics {
  const known = basicsRead.get(piece);
  if (known) return known;
  const words = piece.words.replace(POLITE, ' ').replace(/\s+/g, ' ').trim();
  const keyword = words
    .split(' ')
    .map((w, i, list) => (NOT.test(list.slice(Math.max(0, i - 2), i).join(' ')) ? undefined : KEYWORDS.get(w)))
    .find(Boolean);
  const basics = {
    words,
    keyword,
    narrative: words !== '' && NARRATIVE.test(words),
    greeting: !keyword && piece.count <= 5 && GREETING.test(words),
    signOff: !keyword && piece.count <= 6 && SIGN_OFF.test(words),
  };
  basicsRead.set(piece, basics);
  return basics;
}

/**
 * Whether a clause tells something of the past in every language alike (not a greeting or a
 * sign-off): a reply holding one is a story, however it is read (clauseOf makes it narrative
 * content, and readIn a story), so the five readings need not be made.
 */
export function tellsOfThePast(piece: Piece): boolean {
  const { narrative, greeting, signOff } = basicsOf(piece);
  return narrative && !greeting && !signOff;
}

/** What one clause is, read in `language`. */
export function clauseOf(piece: Piece, language: ReplyWords, now: Date): Clause {
  const grammar = grammars.get(language)!;
  const { words, keyword, narrative, greeting, signOff } = basicsOf(piece);
  if (!words) return { kind: 'polite' };
  if (!narrative && piece.count <= LONGEST_COMMAND) {
    const { words: rest, requested, hedged } = bare(words, grammar);
    const unsure = hedged || (piece.question && !requested);
    const simple: CommandKind | undefined = (['stop', 'skip', 'resume'] as const).find((k) => grammar[k].test(rest));
    const pause = simple ? null : pauseOf(rest, grammar, language, now);
    if (simple || pause) {
      const command = simple
        ? DEFAULT_COMMANDS[simple](now)
        : pause === 'unread'
          ? DEFAULT_COMMANDS.pause(now)
          : pause!;
      return { kind: unsure || pause === 'unread' ? 'hint' : 'command', command };
    }
    const hint = grammar.hints.find(([re]) => re.test(rest));
    if (hint) return { kind: 'hint', command: DEFAULT_COMMANDS[hint[1]](now) };
  }
  if (greeting) return { kind: 'greeting' };
  if (signOff) return { kind: 'signOff' };
  if (!keyword && !narrative && piece.count <= 15 && grammar.reasons.test(words)) return { kind: 'reason' };
  if (!keyword && !narrative && piece.capitalised && piece.count <= 3) return { kind: 'name' };
  return { kind: 'content', words: piece.count, narrative, keyword: keyword ?? null };
}
