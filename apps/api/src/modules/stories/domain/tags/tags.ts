import { PREWRITTEN_CATEGORIES } from '@storyvault/contracts';
import { detectLanguage, isNoiseWord, isStopWord, type TagLanguage } from './stop-words';

/**
 * A story's tags: the question's category, then at most three words that say what the story is
 * about: names of people and places, years and decades, and things the story comes back to.
 * A story with none of those gets the category alone. No external service: the family's stories
 * never leave the server.
 */
export const MAX_TAGS = 4;

const DECADE_WORDS: Record<string, string> = {
  twenties: '1920s',
  thirties: '1930s',
  forties: '1940s',
  fifties: '1950s',
  sixties: '1960s',
  seventies: '1970s',
  eighties: '1980s',
  nineties: '1990s',
};

interface Candidate {
  tag: string;
  count: number;
  /** A name, year or decade says something even once; a plain word only when it comes back. */
  strong: boolean;
  first: number;
}

/** The text a person wrote: no markup, links or addresses an emailed reply may carry. */
function plainWords(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\S+@\S+/g, ' ');
}

function add(candidates: Map<string, Candidate>, key: string, tag: string, strong: boolean, at: number): void {
  const known = candidates.get(key);
  if (known) {
    known.count += 1;
    known.strong ||= strong;
  } else candidates.set(key, { tag, count: 1, strong, first: at });
}

function timeTags(text: string, candidates: Map<string, Candidate>): void {
  for (const m of text.matchAll(/(?<![\d.,])(1[6-9]\d\d|20\d\d)(?![\d.,]\d)(?!['’]?s\b)/g)) {
    add(candidates, m[1], m[1], true, m.index);
  }
  for (const m of text.matchAll(/(?<![\d.,])(1[6-9]\d0|20[0-2]0)['’]?s\b/g)) {
    add(candidates, `${m[1]}s`, `${m[1]}s`, true, m.index);
  }
  // "the 50s", "the ’60s": a decade; "in my 50s" is an age, not a time.
  for (const m of text.matchAll(/(?:\bthe\s+['’]?|(?<!\w)['’])([2-9]0)s\b/gi)) {
    add(candidates, `19${m[1]}s`, `19${m[1]}s`, true, m.index);
  }
  for (const m of text.matchAll(/\b(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/gi)) {
    const decade = DECADE_WORDS[m[1].toLowerCase()];
    add(candidates, decade, decade, true, m.index);
  }
}

const WORD = /\p{L}[\p{L}'’-]*\p{L}|\p{L}/gu;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

function wordTags(text: string, language: TagLanguage, candidates: Map<string, Candidate>): void {
  const words = [...text.matchAll(WORD)].map((m) => ({
    // Elisions belong to the article (l'usine, dell'acqua); a possessive to its owner (Harry's).
    word: m[0].replace(/^(?:[ldjmnstc]|qu|dell|all|dall|nell|sull)['’](?=\p{L})/iu, '').replace(/['’]s$/u, ''),
    at: m.index,
    // A capital after a full stop or a line break is the sentence's, not a name's.
    sentenceStart: /(^|[.!?:;]["'’”)]?\s+|\n\s*)$/u.test(text.slice(Math.max(0, m.index - 4), m.index)),
  }));
  const lowerUse = new Set(words.filter((w) => !CAPITALISED.test(w.word)).map((w) => w.word.toLowerCase()));
  const nameUse = new Set(words.filter((w) => !w.sentenceStart && CAPITALISED.test(w.word)).map((w) => w.word));
  const isName = (w: { word: string; sentenceStart: boolean }) =>
    CAPITALISED.test(w.word) &&
    (!w.sentenceStart || nameUse.has(w.word)) &&
    !lowerUse.has(w.word.toLowerCase()) &&
    !isStopWord(w.word, language);

  for (let i = 0; i < words.length; i += 1) {
    const w = words[i];
    if (isName(w)) {
      // A name may take several words in a row: New York, Aunt Rose, Elm Street.
      const parts = [w.word];
      while (parts.length < 3 && i + 1 < words.length && isNameContinuation(text, words[i], words[i + 1], isName)) {
        i += 1;
        parts.push(words[i].word);
      }
      const tag = parts.join(' ');
      add(candidates, tag.toLowerCase(), tag, true, w.at);
      continue;
    }
    const lower = w.word.toLowerCase();
    if (lower.length < 4 || isStopWord(lower, language) || CAPITALISED.test(w.word)) continue;
    // Plural and singular are one thing: stoves and stove.
    const key = lower.endsWith('s') && lowerUse.has(lower.slice(0, -1)) ? lower.slice(0, -1) : lower;
    add(candidates, key, key, false, w.at);
  }
}

function isNameContinuation(
  text: string,
  previous: { word: string; at: number },
  next: { word: string; at: number; sentenceStart: boolean },
  isName: (w: { word: string; sentenceStart: boolean }) => boolean,
): boolean {
  const between = text.slice(previous.at + previous.word.length, next.at);
  return /^[ \t]+$/.test(between) && isName({ ...next, sentenceStart: false });
}

const GREETING_WORDS = String.raw`(?:dear(?:est)?|my\s+dear(?:est)?|hi|hello|hey|hiya|liebe[rs]?|hallo|cher|ch[eè]re|querid[oa]s?|hola|lieve|beste|car[oa]|ciao)`;
/** "Dear Olivia," "Hi Tom and Anna!" on a reply's first line: the reader, not what the story is about. */
const GREETING = new RegExp(String.raw`^\s*${GREETING_WORDS}\b[ \t]*([^\n,:!.;]{0,60})[,:!.;]?[ \t]*(?:\n|$)`, 'iu');
/** "Dear Olivia, ..." on one line with the story after the comma. */
const INLINE_GREETING = new RegExp(String.raw`^\s*${GREETING_WORDS}\b[ \t]*([^\n,:!.;]{0,60})[,:!]`, 'iu');
/** "Love, Grandma" or "Hugs,\nMargaret" at the end: the writer signing, not a subject. */
const SIGN_OFF =
  /(?:^|\n)\s*(?:love|lots of love|all my love|hugs|xoxo|cheers|best|best wishes|regards|kind regards|yours|take care|bisous|liebe grüße|un abrazo|besos)\s*(?:[,!.][ \t]*\n?|\n)\s*([^\n]{0,40})\s*$/iu;

/** The names a greeting or a signature carries, and the text without those lines. */
function withoutGreeting(text: string): { body: string; names: Set<string> } {
  const names = new Set<string>();
  let body = text;
  const greeting = GREETING.exec(body) ?? INLINE_GREETING.exec(body);
  if (greeting) {
    for (const m of greeting[1].matchAll(WORD)) names.add(m[0].toLowerCase());
    body = body.slice(greeting.index + greeting[0].length);
  }
  const signOff = SIGN_OFF.exec(body);
  if (signOff) {
    for (const m of signOff[1].matchAll(WORD)) names.add(m[0].toLowerCase());
    body = body.slice(0, signOff.index);
  }
  return { body, names };
}

/** Up to three words that say what the text is about, best first; none when nothing stands out. */
export function keywordsOf(text: string, limit = MAX_TAGS - 1): string[] {
  const { body, names } = withoutGreeting(plainWords(text));
  const language = detectLanguage([...body.toLowerCase().matchAll(WORD)].map((m) => m[0]));
  const candidates = new Map<string, Candidate>();
  timeTags(body, candidates);
  wordTags(body, language, candidates);
  return (
    [...candidates.values()]
      .filter((c) => c.strong || c.count >= 2)
      // The person greeted may come back in the story ("Olivia, you would have loved it"): still the reader.
      .filter((c) => !c.tag.split(' ').some((part) => names.has(part.toLowerCase())))
      .sort((a, b) => score(b) - score(a) || a.first - b.first)
      .slice(0, limit)
      .map((c) => c.tag)
  );
}

const score = (c: Candidate) => c.count * 2 + (c.strong ? 2 : 0);

/** Whether a category says something to a family: the library's; never custom, general or starter. */
export function isChosenCategory(category: string | null): category is string {
  return category !== null && (PREWRITTEN_CATEGORIES as readonly string[]).includes(category);
}

export function tagsFor(category: string | null, text: string): string[] {
  const shown = isChosenCategory(category) ? category : null;
  const keywords = keywordsOf(text, shown ? MAX_TAGS - 1 : MAX_TAGS);
  return [...(shown ? [shown] : []), ...keywords];
}

/**
 * Tags as the family reads them: a category by its name ("Childhood & School"), other tags as
 * kept, less the noise words an earlier tagger let through; at most four. `categories` names
 * every category slug, '' for those that say nothing to a family (custom, starter...).
 */
export function displayTags(tags: readonly string[], categories: Readonly<Record<string, string>>): string[] {
  const shown: string[] = [];
  for (const tag of tags) {
    const label = Object.hasOwn(categories, tag) ? categories[tag] : isNoiseWord(tag) ? '' : tag;
    if (label && !shown.includes(label)) shown.push(label);
  }
  return shown.slice(0, MAX_TAGS);
}
