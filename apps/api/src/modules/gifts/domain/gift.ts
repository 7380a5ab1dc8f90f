import { GIFT_MESSAGE_MAX } from '@storyvault/contracts';
import { InvalidGiftError } from './gift.errors';

export { GIFT_MESSAGE_MAX };
export const GIFT_NAME_MAX = 100;

/** What the giver chose; kept from the checkout until the payment makes the account and the vault. */
export interface Gift {
  id: string;
  leadId: number;
  /** The checkout that pays for it: LeadPaid names it. */
  checkoutSessionId: string;
  giverName: string;
  giverEmail: string;
  seniorName: string;
  seniorEmail: string | null;
  /** YYYY-MM-DD on the senior's calendar. */
  startDate: string;
  timeZone: string;
  message: string;
  /** The welcome page's code, in the card's QR code: long and random, the page's only key. */
  welcomeCode: string;
  paidAt: Date | null;
  cardSentAt: Date | null;
  giverId: string | null;
  vaultId: string | null;
  createdAt: Date;
}

export type NewGift = Omit<Gift, 'id' | 'paidAt' | 'cardSentAt' | 'giverId' | 'vaultId' | 'createdAt'>;

export interface GiftDetails {
  giverName: string;
  giverEmail: string;
  seniorName: string;
  seniorEmail: string | null;
  startDate: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function name(field: string, value: unknown, missing: string): string {
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!text) throw new InvalidGiftError(field, missing);
  if (text.length > GIFT_NAME_MAX)
    throw new InvalidGiftError(field, `Names can be at most ${GIFT_NAME_MAX} characters.`);
  return text;
}

function email(field: string, value: unknown): string {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!EMAIL.test(text) || text.length > 254) throw new InvalidGiftError(field, 'Please enter a valid email address.');
  return text;
}

/** YYYY-MM-DD of a real calendar day, or null. */
export function calendarDay(value: unknown): string | null {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? (value as string)
    : null;
}

/** The same day a year after `today` (29 February: 28 February). */
export function aYearAfter(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCDate() !== day) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/**
 * The giver's form, checked field by field in the order the page shows them. `today` is the
 * giver's calendar day: the first day may be today, and at most a year ahead.
 */
export function validateGift(
  input: {
    giverName: unknown;
    giverEmail: unknown;
    seniorName: unknown;
    seniorEmail?: unknown;
    startDate: unknown;
    message: unknown;
    planType: unknown;
  },
  today: string,
): GiftDetails {
  const giverName = name('giverName', input.giverName, 'Please enter your name.');
  const giverEmail = email('giverEmail', input.giverEmail);
  const seniorName = name('seniorName', input.seniorName, 'Please enter the name of the person receiving the gift.');
  const seniorEmail =
    typeof input.seniorEmail === 'string' && input.seniorEmail.trim() ? email('seniorEmail', input.seniorEmail) : null;
  if (seniorEmail && seniorEmail === giverEmail)
    throw new InvalidGiftError('seniorEmail', 'Their email must be different from yours.');
  const startDate = calendarDay(input.startDate);
  if (!startDate) throw new InvalidGiftError('startDate', 'Please choose the day the gift starts.');
  if (startDate < today) throw new InvalidGiftError('startDate', 'The gift cannot start in the past.');
  if (startDate > aYearAfter(today))
    throw new InvalidGiftError('startDate', 'The gift can start at most a year from today.');
  const message = typeof input.message === 'string' ? input.message.trim().replace(/\r\n/g, '\n') : '';
  if (!message) throw new InvalidGiftError('message', 'Please write a short message for them.');
  if (message.length > GIFT_MESSAGE_MAX)
    throw new InvalidGiftError('message', `The message can be at most ${GIFT_MESSAGE_MAX} characters.`);
  if (input.planType !== 'annual')
    throw new InvalidGiftError('planType', 'Gifts are a year of StoryVault: the plan must be annual.');
  return { giverName, giverEmail, seniorName, seniorEmail, startDate, message };
}

/**
 * "Monday, January 4, 2027": how the card, the emails and the pages write a gift's first day;
 * in another locale as it writes it ("Montag, 4. Januar 2027" in de-DE).
 */
export function longDay(day: string, locale = 'en-US'): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The IANA name when it is one this runtime knows; UTC otherwise (the giver's browser may send anything). */
export function giftTimeZone(value: unknown): string {
  if (typeof value !== 'string' || !value.trim() || value.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** YYYY-MM-DD of `now` on the calendar of `timeZone`. */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
