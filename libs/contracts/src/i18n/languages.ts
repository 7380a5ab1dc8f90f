/**
 * The languages StoryVault speaks: a vault's language (what the senior reads and the book
 * prints) and each person's own (the family's emails and the dashboard).
 */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** When nobody has chosen: English. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for a chooser. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of a browser's languages (`navigator.languages`, or an Accept-Language header's tags
 * in order) that StoryVault speaks: "de-AT" is German. English when none is.
 */
export function languageOf(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
