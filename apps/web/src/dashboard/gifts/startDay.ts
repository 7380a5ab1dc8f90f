import type { Language } from '@storyvault/contracts';

/** "Monday, December 14, 2026" for a YYYY-MM-DD: the calendar day itself, whatever the viewer's time zone. */
export function longStartDay(day: string, language: Language = 'en'): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString(language === 'en' ? 'en-US' : language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
