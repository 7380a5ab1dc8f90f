import type { Language } from '@storyvault/contracts';

/** A story's date in the reader's language, e.g. "March 14, 2025" or "14. März 2025". */
export function formatStoryDate(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}
