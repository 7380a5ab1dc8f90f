import { LOW_QUEUE_THRESHOLD } from '@storyvault/contracts';

/** docs/product.md §9: the collapsed list shows 3 questions; the toggle appears above 3. */
export const COLLAPSED_COUNT = 3;

export const hasMoreThanCollapsed = (count: number): boolean => count > COLLAPSED_COUNT;

export const toggleLabel = (count: number, expanded: boolean): string =>
  expanded ? 'Hide Questions' : `Show All ${count} Questions`;

export function visibleQuestions<T>(questions: readonly T[], expanded: boolean): T[] {
  return expanded ? [...questions] : questions.slice(0, COLLAPSED_COUNT);
}

/** "Just N questions left…" at LOW_QUEUE_THRESHOLD or fewer; an empty queue says 'No questions available' instead. */
export function lowQueueWarning(count: number): string | null {
  if (count < 1 || count > LOW_QUEUE_THRESHOLD) return null;
  return `Just ${count} ${count === 1 ? 'question' : 'questions'} left\u2026`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * When the next question goes out: 'Today', 'Tomorrow', or a readable date. A time already passed
 * counts as today (the scheduler sends it on its next tick). Null when nothing is scheduled.
 */
export function scheduleLabel(iso: string | null, now: Date = new Date()): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Rounded, so a daylight-saving day of 23 or 25 hours still counts as one day.
  const days = Math.round((startOfLocalDay(date) - startOfLocalDay(now)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}
