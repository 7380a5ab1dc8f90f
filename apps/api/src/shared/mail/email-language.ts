import { Language } from '@storyvault/contracts';

/**
 * The locale a language's dates are written in. English is British ("14 May 2026"), as StoryVault
 * has always written them; the others are the language's home country.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR', nl: 'nl-NL' };

/** The locale `Intl` writes a language's dates and money in ("en-GB" for English, "de-DE" for German). */
export function localeOf(language: Language): string {
  return LOCALES[language] ?? LOCALES.en;
}

/** A day in words as the reader's language writes it: "14 May 2026", "14. Mai 2026", "14 de mayo de 2026". */
export function dayInWords(
  language: Language,
  date: Date,
  options: { timeZone?: string; withYear?: boolean } = {},
): string {
  // An account read without its language (an older row's reader) writes as English does.
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    ...(options.withYear === false ? {} : { year: 'numeric' }),
    timeZone: options.timeZone ?? 'UTC',
  }).format(date);
}

/** A name's first word, for a greeting: "Hello Ann,". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
