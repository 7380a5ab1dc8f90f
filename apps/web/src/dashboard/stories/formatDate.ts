import type { Language } from '@storyvault/contracts';

/** One formatter per language: building an Intl.DateTimeFormat costs far more than using one, and every card asks. */
const formatters = new Map<Language, Intl.DateTimeFormat>();

/** A story's date in the reader's language, e.g. "March 14, 2025" or "14. März 2025". */
export function formatStoryDate(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
