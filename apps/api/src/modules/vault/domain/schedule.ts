import { Frequency } from '@storyvault/contracts';

/**
 * When a vault's questions go out. The rules live with the vault, whose data they govern
 * (setup time, frequency, weekday, the senior's time zone, last send); the delivery module asks
 * for them when it sends. Questions and follow-ups arrive at about 9:00 in the senior's morning
 * (docs/decisions/0050-questions-in-the-seniors-morning.md). Plain Intl, no library.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;
/** docs/product.md §9: the first question arrives 3 days after setup. */
export const FIRST_QUESTION_DELAY_DAYS = 3;
/** The hour of the senior's morning when questions and follow-ups go out. */
export const MORNING_HOUR = 9;
/** A question never comes more than this many days earlier or later than one period after the last. */
const WEEKDAY_SLACK_DAYS = 3;

/** 0 = Sunday … 6 = Saturday, as JavaScript's Date and the contract count them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const DEFAULT_TIME_ZONE = 'UTC';

/** Where and when a vault's questions arrive. */
export interface SendingTime {
  sendWeekday: Weekday;
  timeZone: string;
}

/** A day on the calendar, with no time zone: months 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The IANA name as Intl spells it ("utc" → "UTC"), or null when this server does not know the zone. */
export function canonicalTimeZone(timeZone: string): string | null {
  if (typeof timeZone !== 'string' || !timeZone.trim() || timeZone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: timeZone.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}

/**
 * Wall clocks already read, by time zone and second (the reading drops milliseconds, so every
 * instant of a second reads the same, and the answer never changes while the process runs).
 * Reading one through Intl costs a few microseconds, and the same ones are asked again and again:
 * the dashboard's vault read, for the next year of a queue's sends (about five a send); a worker's
 * round, for the same few mornings of each zone (wallTimeToInstant's four readings) and the
 * current second. Each zone's map is emptied when it reaches WALL_CLOCKS_KEPT.
 */
const wallClocks = new Map<string, Map<number, number>>();
export const WALL_CLOCKS_KEPT = 10_000;

/** The wall clock in `timeZone` at `instant`, read as if it were UTC (milliseconds dropped). */
function wallClockMs(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000);
  let known = wallClocks.get(timeZone);
  const kept = known?.get(second);
  if (kept !== undefined) return kept;
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  if (!known || known.size >= WALL_CLOCKS_KEPT) wallClocks.set(timeZone, (known = new Map()));
  known.set(second, wall);
  return wall;
}

/** How many wall clocks are kept for `timeZone` (for the tests of the bound). */
export function wallClocksKept(timeZone: string): number {
  return wallClocks.get(timeZone)?.size ?? 0;
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  return wallClockMs(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** The calendar date in `timeZone` at `instant`. */
export function localDate(instant: Date, timeZone: string): CalendarDate {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function weekdayOf(date: CalendarDate): Weekday {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() as Weekday;
}

/**
 * The instant when the wall clock in `timeZone` shows `hour:minute` on `date`. Around a
 * daylight-saving switch, as calendars do it: a time that does not exist (the clocks jumped
 * over it) moves forward by the jump (02:30 → 03:30); a time that happens twice is the first.
 */
export function wallTimeToInstant(date: CalendarDate, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // The offsets a day either side cover every switch that can touch this wall time.
  const before = offsetMs(wall - DAY_MS, timeZone);
  const after = offsetMs(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((t) => wallClockMs(t, timeZone) === wall);
  if (candidates.length) return new Date(Math.min(...candidates));
  return new Date(wall - before); // in the gap: with the offset before the switch, i.e. after the gap
}

/** 9:00 in the senior's morning on `date`. */
export function morningOf(date: CalendarDate, timeZone: string): Date {
  return wallTimeToInstant(date, MORNING_HOUR, 0, timeZone);
}

/** The first `weekday` on or after `date`. */
function onOrAfter(date: CalendarDate, weekday: Weekday): CalendarDate {
  return addDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

/**
 * The question after one sent (or due) at `after`: 9:00 in the senior's morning on the chosen
 * weekday nearest to one period later, so the rhythm settles on that weekday. Counted in the
 * senior's calendar days, never in hours, so a daylight-saving switch in between changes
 * nothing: the gap is `frequency` weeks, or up to 3 days less or more when the weekday changed
 * (never a burst: at least 4 days after the last question).
 */
export function nextMorning(after: Date, weekday: Weekday, timeZone: string, frequency: Frequency): Date {
  const earliest = addDays(localDate(after, timeZone), frequency * 7 - WEEKDAY_SLACK_DAYS);
  return morningOf(onOrAfter(earliest, weekday), timeZone);
}

/** The first chosen-weekday morning that is not before `now`. */
export function weekdayMorningFrom(now: Date, weekday: Weekday, timeZone: string): Date {
  const today = localDate(now, timeZone);
  let date = onOrAfter(today, weekday);
  if (morningOf(date, timeZone) < now) date = onOrAfter(addDays(today, 1), weekday);
  return morningOf(date, timeZone);
}

/**
 * docs/product.md §9: the first question 3 days after setup, at 9:00 in the senior's morning. The
 * chosen weekday takes over from the second question on (nextMorning), so the setup card's
 * promise stays true.
 */
export function firstQuestionAt(setupAt: Date, timeZone: string): Date {
  return morningOf(addDays(localDate(setupAt, timeZone), FIRST_QUESTION_DELAY_DAYS), timeZone);
}

/** The weekday of the first question: what a vault set up without choosing one keeps. */
export function firstQuestionWeekday(setupAt: Date, timeZone: string): Weekday {
  return weekdayOf(addDays(localDate(setupAt, timeZone), FIRST_QUESTION_DELAY_DAYS));
}

/**
 * The slot after a send: the chosen weekday's morning about one period after the send. A late
 * worker (the same day) does not shift the rhythm; after a long outage (or an operator's
 * send-now) there is no burst to catch up: the next question is about a period after the send.
 */
export function nextSendAfter(input: SendingTime & { sentAt: Date; frequency: Frequency }): Date {
  return nextMorning(input.sentAt, input.sendWeekday, input.timeZone, input.frequency);
}

/**
 * When the next `count` queued questions go out, the first at `first` (the vault's next send):
 * each one after is `nextSendAfter` the one before, the very rule delivery follows after a send,
 * so the dashboard's Coming Up Next and the emails keep one calendar. At most a year's worth.
 */
export function upcomingSends(input: SendingTime & { first: Date; count: number; frequency: Frequency }): Date[] {
  const sends: Date[] = [];
  for (let at = input.first; sends.length < Math.min(input.count, 52);) {
    sends.push(at);
    at = nextSendAfter({ ...input, sentAt: at });
  }
  return sends;
}

/**
 * When a follow-up to a question sent at `sentAt` is due: 9:00 in the senior's morning, `days`
 * calendar days later (a question sent on Monday morning is followed up on Friday morning).
 */
export function followUpDueAt(sentAt: Date, days: number, timeZone: string): Date {
  return morningOf(addDays(localDate(sentAt, timeZone), days), timeZone);
}

/**
 * After the effective frequency, the weekday or the time zone changes (settings, or the owner's
 * access): the next question is the chosen weekday's morning about one new period after the last
 * one; if that moment has passed, right away when it passed earlier the same day, else on that
 * weekday's next morning. Before the first question the
 * 3-day promise of the setup card stands, at 9:00 in the (perhaps new) time zone.
 */
export function rescheduleForFrequency(
  input: SendingTime & {
    lastSentAt: Date | null;
    nextSendAt: Date | null;
    setupCompletedAt?: Date | null;
    frequency: Frequency;
    now: Date;
    /** A gift's first morning: its first question stays on that day, and nothing goes before it. */
    startsAt?: Date | null;
  },
): Date | null {
  if (input.startsAt && input.nextSendAt && !input.lastSentAt) return input.nextSendAt;
  if (!input.lastSentAt) {
    if (!input.nextSendAt || !input.setupCompletedAt) return input.nextSendAt;
    const first = firstQuestionAt(input.setupCompletedAt, input.timeZone);
    return first.getTime() === input.nextSendAt.getTime() ? input.nextSendAt : first;
  }
  const next = nextMorning(input.lastSentAt, input.sendWeekday, input.timeZone, input.frequency);
  if (next >= input.now) return next;
  // Passed earlier today, the senior's chosen day: it goes now; passed on an earlier day: next week's.
  const today = localDate(input.now, input.timeZone);
  const sameDay = JSON.stringify(localDate(next, input.timeZone)) === JSON.stringify(today);
  return sameDay ? input.now : weekdayMorningFrom(input.now, input.sendWeekday, input.timeZone);
}

/** A gift's first day as a calendar date, from its YYYY-MM-DD. */
export function calendarDate(day: string): CalendarDate {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, day: date };
}

/** YYYY-MM-DD of a calendar date. */
export function isoDay(date: CalendarDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** Whether `day` (YYYY-MM-DD) is today or later on the senior's calendar. */
export function dayNotPassed(day: string, now: Date, timeZone: string): boolean {
  return day >= isoDay(localDate(now, timeZone));
}
