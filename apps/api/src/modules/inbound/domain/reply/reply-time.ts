import type * as Chrono from 'chrono-node';
import type { ReplyLanguage } from './reply-kinds';
import type { ReplyWords } from './reply-words';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "PAUSE" alone: four weeks. */
export const DEFAULT_PAUSE_DAYS = 28;
/** A pause never runs longer than a year. */
export const MAX_PAUSE_DAYS = 365;

const LANGUAGES: readonly ReplyLanguage[] = ['en', 'de', 'es', 'fr', 'nl'];
let parsers: Record<ReplyLanguage, Chrono.Chrono> | undefined;

/**
 * chrono's parsers, loaded the first time a reply names a day: chrono is some 270 files, and most
 * processes that load this module (the CLI's reading commands, the api between replies) never read a date.
 */
function parser(language: ReplyLanguage): Chrono.Chrono {
  if (!parsers) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, synchronously
    const chrono = require('chrono-node') as typeof Chrono;
    parsers = {
      en: chrono.en.casual,
      de: chrono.de.casual,
      es: chrono.es.casual,
      fr: chrono.fr.casual,
      nl: chrono.nl.casual,
    };
  }
  return parsers[language];
}

/** Words chrono leaves around a date it read: "the 3rd of June", "am 3. Juni", "el lunes". */
const FILLERS = new Set([
  'the',
  'on',
  'of',
  'am',
  'den',
  'dem',
  'der',
  'zum',
  'zur',
  'el',
  'la',
  'le',
  'l',
  'de',
  'del',
  'het',
]);

/**
 * The ways of writing `words` (normalised: no accents, no dots) that chrono reads, tried in turn:
 * as written; German "3 juni" as "3. juni" and "marz" (März without its umlaut) as "maerz"; a month
 * alone with its first day before it ("1 marzo", "1. märz", "1 mars"), which chrono's German and
 * French parsers need ("bis März", "jusqu'en mars" read nothing otherwise).
 */
function spellings(words: string): string[] {
  const german = words.replace(/\bmarz\b/g, 'maerz').replace(/\b(\d{1,2}) (?=[a-z])/g, '$1. ');
  return [words, german, `1 ${words}`, `1. ${german}`];
}

const undotted = (text: string) => text.replace(/\./g, ' ').replace(/\s+/g, ' ').trim();

/** Whether chrono's reading of `text` used every word of it, apart from fillers. */
function covers(text: string, read: string): boolean {
  const left = text.replace(read, ' ').split(' ').filter(Boolean);
  return left.every((word) => FILLERS.has(word));
}

/**
 * The day `words` name ("march", "3 juni", "the 3rd of june", "monday", "el lunes") as the next
 * such day after `now`, at 00:00 UTC; null when no parser reads all of it. The reply's language
 * is tried first, then the others. A day that has already come this year (or today) is next
 * year's, a weekday that is today is next week's.
 */
export function dayNamed(words: string, language: ReplyLanguage, now: Date): Date | null {
  const order = [language, ...LANGUAGES.filter((l) => l !== language)];
  for (const lang of order)
    for (const text of spellings(words)) {
      const result = parser(lang).parse(text, { instant: now, timezone: 0 }, { forwardDate: true })[0];
      if (!result || !covers(undotted(text), undotted(result.text))) continue;
      const { start } = result;
      const at = (year: number) => new Date(Date.UTC(year, start.get('month')! - 1, start.get('day')!));
      let date = at(start.get('year')!);
      if (date.getTime() <= now.getTime()) {
        if (start.isCertain('year')) continue;
        date = start.isCertain('month') || start.isCertain('day') ? at(start.get('year')! + 1) : addDays(date, 7);
      }
      return date;
    }
  return null;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const alternatives = (list: readonly string[]) => `(?:${list.join('|')})`;

/** "4 weeks", "for two months", "für zwei Wochen", "10 dagen" → days; null when it is no length. */
function lengthInDays(words: string, language: ReplyWords): number | null {
  const m = new RegExp(`^(?:${alternatives(language.for)} )?(?:(?<count>.+) )?(?<unit>[a-z]+)$`).exec(words);
  const unit = language.units.find((u) => u.words.includes(m?.groups?.unit ?? ''));
  if (!unit) return null;
  const count = m?.groups?.count;
  const n = count === undefined ? 1 : /^\d{1,3}$/.test(count) ? Number(count) : language.numbers[count];
  return n && n > 0 ? n * unit.days : null;
}

/**
 * When a pause with these words after (or before) it ends: nothing or a vague length ("for a
 * while") is the default four weeks, a length counts from now, "until" and a day is that day.
 * Null when the words are none of these. Capped at MAX_PAUSE_DAYS.
 */
export function pauseEnd(words: string, language: ReplyWords, now: Date): Date | null {
  const capped = (date: Date) => new Date(Math.min(date.getTime(), addDays(now, MAX_PAUSE_DAYS).getTime()));
  if (!words || new RegExp(`^${alternatives(language.vague)}$`).test(words))
    return capped(addDays(now, DEFAULT_PAUSE_DAYS));
  const days = lengthInDays(words, language);
  if (days !== null) return capped(addDays(now, days));
  const until = new RegExp(`^${alternatives(language.until)} (?<day>.+)$`).exec(words)?.groups?.day;
  const date = until ? dayNamed(until, language.language, now) : null;
  return date ? capped(date) : null;
}
