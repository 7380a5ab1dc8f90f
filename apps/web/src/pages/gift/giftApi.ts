import type { GiveGiftRequest, GiveGiftResponse } from '@storyvault/contracts';
import { apiRequest } from '../../api/client';

export const giveGift = (request: GiveGiftRequest) => apiRequest<GiveGiftResponse>('POST', '/api/gifts', request);

export const welcomePath = (code: string) => `/api/gifts/welcome/${encodeURIComponent(code)}`;

/** YYYY-MM-DD of a date on the browser's calendar. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same day a year on (29 February: 28 February), as the api allows. */
export function aYearAfter(date: Date): Date {
  const next = new Date(date.getFullYear() + 1, date.getMonth(), date.getDate());
  if (next.getDate() !== date.getDate()) next.setDate(0);
  return next;
}

/** "Monday, December 14, 2026" for a YYYY-MM-DD, the calendar day itself. */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
