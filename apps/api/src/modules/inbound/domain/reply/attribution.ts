// "On <date>, <name> wrote:" lines (attributions) in their many forms: translated, wrapped by
// the client over a few lines, or sharing a line with the reply. Matching is per line or per
// few joined lines.
import { alt, isQuoteLine, matchable, SENT, WROTE } from './quote-markers';

const WROTE_RE = new RegExp(`(?:^|[\\s,"'>)\\]/])(?:${alt(WROTE)})(?=$|[\\s:：,/])`, 'iu');
const SENT_RE = new RegExp(`\\s(?:${alt(SENT)})\\s*[:：]$`, 'iu');
const ONLY_VERB = new RegExp(`^(?:${alt(WROTE)})?\\s*[:：]$`, 'iu');
const ENDS_WITH_VERB = new RegExp(`(?:${alt(WROTE)})$`, 'iu');
const ENDS_WITH_COLON = /[:：]\s*$/u;
const EMAIL = /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/u;
const ENDS_WITH_ADDRESS = /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+\W{0,3}$/u;
// A time of day as clients print it: "16:32", "4:29 PM", "kl. 10.00", "klo 17.50", "14h30".
const TIME = /(?:^|[^\p{Nd}.:])\p{Nd}{1,2}:\p{Nd}{2}(?!\p{Nd})|\b(?:kl|klo)\.?\s\d{1,2}[.:]\d{2}\b|\b\d{1,2}h\d{2}\b/u;
const TIME_OR_DATE =
  /\p{Nd}{1,2}[:.h]\p{Nd}{2}|\p{Nd}{1,4}[./-]\p{Nd}{1,2}[./-]\p{Nd}{1,4}|(?:^|\D)(?:19|20)\d{2}(?:\D|$)|\p{Nd}{1,4}\s*[年月日]/u;
/** Gmail's international forms: "2016-10-24 15:36 GMT+02:00 Name <name@example.com>:", "2011/4/7 Name <a@b.c>". */
const GMAIL_DATED = [
  /^\s*\d{4}[-/]\d{1,2}[-/]\d{1,2}\s+\d{1,2}:\d{2}\s+GMT[+-]\d{1,2}:?\d{2}\s+\S.*$/u,
  /^\s*\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b.{0,200}<?[\w.+'-]+@[\w-]+(?:\.[\w-]+)+>?\s*[:：]?\s*$/u,
];
/** Android: "---- John Smith wrote ----". */
const DASHED_WROTE = new RegExp(`^\\s*-{2,}\\s*.{1,120}\\s(?:${alt(WROTE)})\\s*-{2,}\\s*$`, 'iu');
/** How attribution lines open in the languages where the date comes first ("On", "Am", "Le" …). */
const OPENING = /^\s*(?:on|am|le|el|il|op|em|den|dne|dňa|dnia|w dniu|vào|на|в)\s/iu;
const MAX_ATTRIBUTION = 400;
const MAX_JOINED_LINES = 5;

/** A line that could be part of a quote header: not quoted, not empty, not too long. */
function candidate(line: string | undefined): line is string {
  return line !== undefined && line.trim() !== '' && !isQuoteLine(line) && line.length <= MAX_ATTRIBUTION;
}

type Strength = 'strong' | 'weak' | null;

/**
 * "On <date>, <name> wrote:" and its translations. Strong evidence (an address or a time of
 * day) makes it an attribution on its own; without it, a quoted block must follow.
 */
function attributionStrength(raw: string): Strength {
  const t = matchable(raw).trim();
  if (t.length > MAX_ATTRIBUTION) return null;
  if (DASHED_WROTE.test(t) || GMAIL_DATED.some((re) => re.test(t))) return 'strong';
  if (ENDS_WITH_COLON.test(t) && ENDS_WITH_ADDRESS.test(t.replace(/[:：]\s*$/u, '')) && TIME_OR_DATE.test(t)) {
    return 'strong';
  }
  if (SENT_RE.test(t)) return EMAIL.test(t) && TIME.test(t) ? 'strong' : null;
  if (!WROTE_RE.test(t)) return null;
  // A year alone is not enough: "In 1952 my father wrote:" opens a story, not a quote.
  const dated = TIME.test(t);
  if (!ENDS_WITH_COLON.test(t)) {
    // "On Wed, 14 Nov 2018 08:14:43 -0200 John Doe <john@doe.com> wrote" (the colon lost).
    return dated && EMAIL.test(t) && ENDS_WITH_VERB.test(t) ? 'strong' : null;
  }
  if (ONLY_VERB.test(t)) return null;
  if (EMAIL.test(t) || dated) return 'strong';
  // "Bob wrote:", "Am Montag schrieb Hans Müller:"; in "This is how I wrote them down for myself
  // when I was twelve:" the verb is far from the colon, and the sentence opens a story.
  return wordsAfterVerb(t) <= MAX_WORDS_AFTER_VERB ? 'weak' : null;
}

const MAX_WORDS_AFTER_VERB = 5;

function wordsAfterVerb(text: string): number {
  const verbs = [...text.matchAll(new RegExp(WROTE_RE.source, 'giu'))];
  const last = verbs[verbs.length - 1];
  const after = text.slice((last.index ?? 0) + last[0].length).replace(/[:：]\s*$/u, '');
  return after.split(/\s+/u).filter(Boolean).length;
}

/** Could this line open a wrapped attribution? It names a date, a time or an address. */
function opensAttribution(line: string): boolean {
  const t = matchable(line);
  return !/(?:[!?]|\p{L}{3}\.)\s*$/u.test(t) && (TIME_OR_DATE.test(t) || EMAIL.test(t));
}

/** Joins a line wrapped by the client, undoing a quoted-printable soft break ("w=" / "rote:"). */
function join(first: string, second: string): string {
  return first.endsWith('=') ? first.slice(0, -1) + second.trimStart() : `${first.trimEnd()} ${second.trim()}`;
}

function nextNonBlank(lines: readonly string[], from: number): string | undefined {
  for (let i = from; i < lines.length; i++) if (lines[i].trim() !== '') return lines[i];
  return undefined;
}

export interface Attribution {
  /** How many lines the attribution takes. */
  lineCount: number;
  /** New text written on the same line before the attribution ("reply On … wrote:"). */
  prefix?: string;
}

function accepts(strength: Strength, lines: readonly string[], after: number): boolean {
  if (strength === 'strong') return true;
  const next = nextNonBlank(lines, after);
  return strength === 'weak' && next !== undefined && isQuoteLine(next);
}

/**
 * An attribution the client wrapped over a few lines. Polymail even puts a blank line, a lone
 * "<" and a "> wrote:" in it.
 */
function wrappedAttribution(lines: readonly string[], i: number): Attribution | null {
  let text = lines[i];
  let blanks = 0;
  for (let j = i + 1; j < Math.min(lines.length, i + MAX_JOINED_LINES); j++) {
    const line = lines[j];
    if (line.trim() === '') {
      if (++blanks > 1) return null;
      continue;
    }
    const quoted = isQuoteLine(line);
    const tail = quoted ? line.replace(/^\s*>\s*/u, '') : line;
    if (quoted ? !ONLY_VERB.test(tail.trim()) : !candidate(line) || startsAttribution(line)) return null;
    text = join(text, tail);
    if (text.length > MAX_ATTRIBUTION) return null;
    if (accepts(attributionStrength(text), lines, j + 1)) return { lineCount: j - i + 1 };
    if (quoted) return null;
  }
  return null;
}

/** A line that opens an attribution of its own ("On …", "Am …", a date). */
function startsAttribution(line: string): boolean {
  return attributionStrength(line) === 'strong' && (OPENING.test(line) || /^\s*\p{Nd}/u.test(line));
}

export function findAttribution(lines: readonly string[], i: number): Attribution | null {
  const line = lines[i];
  if (!candidate(line)) return null;

  // "reply On Wed, Apr 4, 2012 at 3:59 PM, bob@example.com wrote:" (the reply shares the line).
  const inline = /^(.*?\S)[\s-]*\s(On\s.+)$/u.exec(line);
  if (inline && !OPENING.test(line) && attributionStrength(inline[2]) === 'strong' && EMAIL.test(inline[2])) {
    return { lineCount: 1, prefix: inline[1].replace(/[\s-]+$/u, '') };
  }
  if (accepts(attributionStrength(line), lines, i + 1)) return { lineCount: 1 };

  // A line that is an attribution on its own wins over joining it to the line above.
  const next = lines[i + 1];
  if (next !== undefined && startsAttribution(next)) return null;
  return opensAttribution(line) ? wrappedAttribution(lines, i) : null;
}
