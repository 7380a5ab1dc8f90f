/** What a senior may ask in a reply: the shapes every part of the reply grammar shares. */
export type ReplyCommand = { kind: 'skip' } | { kind: 'pause'; until: Date } | { kind: 'resume' } | { kind: 'stop' };

/** The languages a senior's reply words are understood in, and her confirmations written in. */
export type ReplyLanguage = 'en' | 'de' | 'es' | 'fr' | 'nl';
export const REPLY_LANGUAGES: readonly ReplyLanguage[] = ['en', 'de', 'es', 'fr', 'nl'];

const LOCALES: Record<ReplyLanguage, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR', nl: 'nl-NL' };

/**
 * A day as she would say it in her language: "1 March", "1. März", "1 de marzo"; the year only
 * when it is not this one (a pause's date is a UTC day).
 */
export function dayInWords(date: Date, language: ReplyLanguage, now: Date): string {
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear();
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}
