import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, MessageKey } from './catalogues';
import { Language } from './languages';

/** What a message may be given: names and texts, counts (plurals), dates. */
export type MessageValues = Record<string, string | number | Date>;

/**
 * Parsed once per language and key: the emails of a weekly round reuse a few messages thousands of
 * times. By language, then key, so a look-up builds no string; a message that takes no values is
 * also written once (its words cannot change).
 */
const formats = new Map<Language, Map<MessageKey, IntlMessageFormat>>();
const plain = new Map<Language, Map<MessageKey, string>>();

function formatOf(language: Language, key: MessageKey): IntlMessageFormat {
  let ofLanguage = formats.get(language);
  if (!ofLanguage) formats.set(language, (ofLanguage = new Map()));
  let format = ofLanguage.get(key);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[language][key], language);
    ofLanguage.set(key, format);
  }
  return format;
}

/**
 * A message in a language, its values put in by ICU's rules (plurals, dates and numbers in that
 * locale). Never a string built by joining pieces: a sentence is one message, so that each
 * language orders its own words.
 */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  if (values) return String(formatOf(language, key).format(values));
  let ofLanguage = plain.get(language);
  if (!ofLanguage) plain.set(language, (ofLanguage = new Map()));
  let text = ofLanguage.get(key);
  if (text === undefined) {
    text = String(formatOf(language, key).format(values));
    ofLanguage.set(key, text);
  }
  return text;
}

/** `translate` for one language: `const t = translator('de'); t('…', { name })`. */
export function translator(language: Language): (key: MessageKey, values?: MessageValues) => string {
  return (key, values) => translate(language, key, values);
}
