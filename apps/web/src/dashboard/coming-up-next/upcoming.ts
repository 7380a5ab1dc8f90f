import { LOW_QUEUE_THRESHOLD } from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/** docs/product.md §9: the collapsed list shows 3 questions; the toggle appears above 3. */
export const COLLAPSED_COUNT = 3;

export const hasMoreThanCollapsed = (count: number): boolean => count > COLLAPSED_COUNT;

export const toggleLabel = (count: number, expanded: boolean, t: Translate = ENGLISH): string =>
  expanded ? t('dashboard.next.hideAll') : t('dashboard.next.showAll', { count });

export function visibleQuestions<T>(questions: readonly T[], expanded: boolean): T[] {
  return expanded ? [...questions] : questions.slice(0, COLLAPSED_COUNT);
}

/** "Just N questions left…" at LOW_QUEUE_THRESHOLD or fewer; an empty queue says 'No questions available' instead. */
export function lowQueueWarning(count: number, t: Translate = ENGLISH): string | null {
  if (count < 1 || count > LOW_QUEUE_THRESHOLD) return null;
  return t('dashboard.next.lowQueue', { count });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of an instant, as a UTC midnight: in `timeZone`, or the browser's own zone. */
function dayOf(date: Date, timeZone?: string): number {
  if (!timeZone) return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(date)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

/**
 * When a question goes out: 'Today', 'Tomorrow', or a readable date. A time already passed
 * counts as today (the scheduler sends it on its next tick). Null when nothing is scheduled.
 * With `timeZone` (the senior's) the day is hers: the chosen weekday, wherever the reader is.
 */
export function scheduleLabel(
  iso: string | null,
  now: Date = new Date(),
  timeZone?: string,
  t: Translate = ENGLISH,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const days = Math.round((dayOf(date, timeZone) - dayOf(now, timeZone)) / DAY_MS);
  if (days <= 0) return t('dashboard.next.today');
  if (days === 1) return t('dashboard.next.tomorrow');
  const sameYear = new Date(dayOf(date, timeZone)).getUTCFullYear() === new Date(dayOf(now, timeZone)).getUTCFullYear();
  return new Intl.DateTimeFormat(t.language === 'en' ? 'en-US' : t.language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}
