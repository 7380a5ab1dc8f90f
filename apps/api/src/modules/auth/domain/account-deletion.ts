import { ACCOUNT_DELETION_GRACE_DAYS } from '@storyvault/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an account asked to be deleted at `now` goes: after the grace, during which signing in undoes it. */
export function deletionDay(now: Date): Date {
  return new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}

/**
 * The day in the words of an email, in the reader's locale: "Sunday, 27 December 2026" (en-GB),
 * "Sonntag, 27. Dezember 2026" (de-DE); UTC: the day it is due.
 */
export function spokenDay(at: Date, locale = 'en-GB'): string {
  return at.toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
