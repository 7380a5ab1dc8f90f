import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, MessageKey } from './catalogues';
import { Language } from './languages';

/** What a message may be given: names and texts, counts (plurals), dates. */
export type MessageValues = Record<string, string | number | Date>;

/** Parsed once per language and key: the emails of a weekly round reuse a few messages thousands of times. */
const formats = new Map<string, IntlMessageFormat>();

/**
 * A message in a language, its values put in by ICU's rules (plurals, dates and numbers in that
 * locale). Never a string built by joining pieces: a sentence is one message, so that each
 * language orders its own words.
 */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  const id = `${language}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[language][key], language);
    formats.set(id, format);
  }
  return String(format.format(values));
}

/** `translate` for one language: `const t = translator('de'); t('…', { name })`. */
export function translator(language: Language): (key: MessageKey, values?: MessageValues) => string {
  return (key, values) => translate(language, key, values);
}
