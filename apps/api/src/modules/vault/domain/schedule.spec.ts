import {
  canonicalTimeZone,
  firstQuestionAt,
  firstQuestionWeekday,
  followUpDueAt,
  isWeekday,
  localDate,
  morningOf,
  nextMorning,
  nextSendAfter,
  rescheduleForFrequency,
  upcomingSends,
  WALL_CLOCKS_KEPT,
  wallClocksKept,
  wallTimeToInstant,
  weekdayMorningFrom,
  WEEK_MS,
} from './schedule';

const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const MON = 1;
const WED = 3;
const SUN = 0;

// How these rules play out over months of sends, settings and access changes is tested through
// the worker and the use cases (application/follow-owner-access.use-case.spec.ts).
describe('schedule rules', () => {
  describe('9:00 in the senior morning, across daylight-saving switches', () => {
    it('Europe/Berlin: 9:00 CET before the spring switch, 9:00 CEST after it, and back in autumn', () => {
      expect(nextMorning(at('2026-03-23T08:00:00Z'), MON, 'Europe/Berlin', 1)).toEqual(at('2026-03-30T07:00:00Z'));
      expect(nextMorning(at('2026-10-19T07:00:00Z'), MON, 'Europe/Berlin', 1)).toEqual(at('2026-10-26T08:00:00Z'));
    });

    it('America/New_York: 14:00 UTC in winter, 13:00 UTC in summer', () => {
      expect(nextMorning(at('2026-03-02T14:00:00Z'), MON, 'America/New_York', 1)).toEqual(at('2026-03-09T13:00:00Z'));
      expect(nextMorning(at('2026-10-26T13:00:00Z'), MON, 'America/New_York', 1)).toEqual(at('2026-11-02T14:00:00Z'));
    });

    it('Australia/Sydney: the senior Monday is a Sunday in UTC, and April ends summer time', () => {
      const next = nextMorning(at('2026-03-29T22:00:00Z'), MON, 'Australia/Sydney', 1);
      expect(next).toEqual(at('2026-04-05T23:00:00Z'));
      expect(next.getUTCDay()).toBe(SUN);
      expect(localDate(next, 'Australia/Sydney')).toEqual({ year: 2026, month: 4, day: 6 });
    });

    it('Pacific/Auckland: summer time starts in late September', () => {
      expect(nextMorning(at('2026-09-22T21:00:00Z'), WED, 'Pacific/Auckland', 1)).toEqual(at('2026-09-29T20:00:00Z'));
    });

    it('UTC: 9:00 UTC every time, all year', () => {
      expect(nextMorning(at('2026-03-23T09:00:00Z'), MON, 'UTC', 1)).toEqual(at('2026-03-30T09:00:00Z'));
      expect(nextMorning(at('2026-10-19T09:00:00Z'), MON, 'UTC', 1)).toEqual(at('2026-10-26T09:00:00Z'));
    });

    it('a time the clocks jump over moves forward by the jump; a time that happens twice is the first', () => {
      const spring = { year: 2026, month: 3, day: 29 };
      expect(wallTimeToInstant(spring, 2, 30, 'Europe/Berlin')).toEqual(at('2026-03-29T01:30:00Z')); // 03:30 CEST
      const autumn = { year: 2026, month: 10, day: 25 };
      expect(wallTimeToInstant(autumn, 2, 30, 'Europe/Berlin')).toEqual(at('2026-10-25T00:30:00Z')); // CEST, not CET
      expect(wallTimeToInstant({ year: 2026, month: 3, day: 8 }, 2, 30, 'America/New_York')).toEqual(
        at('2026-03-08T07:30:00Z'),
      );
      expect(wallTimeToInstant({ year: 2026, month: 11, day: 1 }, 1, 30, 'America/New_York')).toEqual(
        at('2026-11-01T05:30:00Z'),
      );
      expect(wallTimeToInstant(spring, 9, 0, 'Europe/Berlin')).toEqual(at('2026-03-29T07:00:00Z'));
    });
  });

  describe('wall clocks read once, then kept', () => {
    /** The calendar date as Intl reads it, with nothing kept. */
    const intlDate = (instant: Date, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
        .formatToParts(instant)
        .filter((p) => p.type !== 'literal');
      const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return { year: n('year'), month: n('month'), day: n('day') };
    };

    it('answers the same the second time, within a second and across its edge', () => {
      const edge = [at('2026-03-28T22:59:59.001Z'), at('2026-03-28T22:59:59.999Z'), at('2026-03-28T23:00:00.000Z')];
      const first = edge.map((instant) => localDate(instant, 'Europe/Berlin'));
      expect(first).toEqual(edge.map((instant) => intlDate(instant, 'Europe/Berlin')));
      expect(first.map((d) => d.day)).toEqual([28, 28, 29]);
      expect(edge.map((instant) => localDate(instant, 'Europe/Berlin'))).toEqual(first);
      const year = {
        first: at('2026-03-02T08:00:00Z'),
        count: 52,
        sendWeekday: MON,
        timeZone: 'Europe/Berlin',
      } as const;
      const sends = upcomingSends({ ...year, frequency: 1 });
      expect(upcomingSends({ ...year, frequency: 1 })).toEqual(sends);
      // 9:00 in Berlin all year: 8:00 UTC in winter, 7:00 in summer.
      expect(sends.map((d) => d.getUTCHours())).toEqual(
        sends.map((d) => (d >= at('2026-03-29T01:00:00Z') && d < at('2026-10-25T01:00:00Z') ? 7 : 8)),
      );
    });

    it('keeps at most WALL_CLOCKS_KEPT a time zone, and reads right after letting them go', () => {
      const zone = 'America/St_Johns'; // 3:30 behind UTC in winter: a half-hour offset
      const start = at('2026-01-10T12:00:00Z').getTime();
      for (let i = 0; i <= WALL_CLOCKS_KEPT + 5; i++) localDate(new Date(start + i * 1000), zone);
      expect(wallClocksKept(zone)).toBeLessThanOrEqual(WALL_CLOCKS_KEPT);
      expect(wallClocksKept(zone)).toBeGreaterThan(0);
      expect(localDate(at('2026-01-10T03:29:59Z'), zone)).toEqual({ year: 2026, month: 1, day: 9 });
      expect(localDate(at('2026-01-10T03:30:00Z'), zone)).toEqual({ year: 2026, month: 1, day: 10 });
    });
  });

  describe('the chosen weekday and frequency', () => {
    it('keeps the weekday every 1, 2 or 4 weeks', () => {
      const monday = at('2026-05-04T09:00:00Z');
      expect(nextMorning(monday, MON, 'UTC', 1)).toEqual(new Date(monday.getTime() + WEEK_MS));
      expect(nextMorning(monday, MON, 'UTC', 2)).toEqual(new Date(monday.getTime() + 2 * WEEK_MS));
      expect(nextMorning(monday, MON, 'UTC', 4)).toEqual(new Date(monday.getTime() + 4 * WEEK_MS));
      // Four weeks in Berlin across the spring switch: still 9:00 local.
      expect(nextMorning(at('2026-03-09T08:00:00Z'), MON, 'Europe/Berlin', 4)).toEqual(at('2026-04-06T07:00:00Z'));
    });

    it('moves to a new weekday at the nearest one to a period later, wrapping over the weekend', () => {
      const saturday = at('2026-05-02T09:00:00Z');
      expect(nextMorning(saturday, MON, 'UTC', 1)).toEqual(at('2026-05-11T09:00:00Z'));
      const wednesday = at('2026-05-06T09:00:00Z');
      expect(nextMorning(wednesday, SUN, 'UTC', 1)).toEqual(at('2026-05-10T09:00:00Z'));
      expect(nextMorning(wednesday, MON, 'UTC', 2)).toEqual(at('2026-05-18T09:00:00Z'));
    });

    it('counts in the senior calendar: late in the evening is still that day', () => {
      // 23:30 on Friday in New York is Saturday in UTC; a Monday question comes 10 days later, not 9.
      expect(nextMorning(at('2026-05-02T03:30:00Z'), MON, 'America/New_York', 1)).toEqual(at('2026-05-11T13:00:00Z'));
    });

    it('the next send, even after an outage or a send-now, is about a period later (no burst)', () => {
      const schedule = { sendWeekday: MON, timeZone: 'UTC', frequency: 1 } as const;
      expect(nextSendAfter({ ...schedule, sentAt: at('2026-05-04T09:05:00Z') })).toEqual(at('2026-05-11T09:00:00Z'));
      expect(nextSendAfter({ ...schedule, sentAt: at('2026-05-10T15:00:00Z') })).toEqual(at('2026-05-18T09:00:00Z'));
    });
  });

  it('sends the first question 3 days after setup, at 9:00 in the senior morning', () => {
    expect(firstQuestionAt(at('2026-05-01T09:00:00Z'), 'UTC')).toEqual(at('2026-05-04T09:00:00Z'));
    expect(firstQuestionAt(at('2026-05-01T23:30:00Z'), 'America/New_York')).toEqual(at('2026-05-04T13:00:00Z'));
    // 01:00 on 2 May in Auckland: the first question on 5 May, 9:00 NZST.
    expect(firstQuestionAt(at('2026-05-01T13:00:00Z'), 'Pacific/Auckland')).toEqual(at('2026-05-04T21:00:00Z'));
    expect(firstQuestionWeekday(at('2026-05-01T13:00:00Z'), 'Pacific/Auckland')).toBe(2);
    expect(firstQuestionWeekday(at('2026-05-01T09:00:00Z'), 'UTC')).toBe(MON);
  });

  it('follows up at 9:00 in the senior morning, days later on the calendar', () => {
    expect(followUpDueAt(at('2026-03-02T14:00:00Z'), 4, 'America/New_York')).toEqual(at('2026-03-06T14:00:00Z'));
    expect(followUpDueAt(at('2026-03-05T14:02:00Z'), 4, 'America/New_York')).toEqual(at('2026-03-09T13:00:00Z'));
    expect(followUpDueAt(at('2026-05-04T16:00:00Z'), 4, 'UTC')).toEqual(at('2026-05-08T09:00:00Z'));
  });

  it('gives the same morning each time it is asked, as a Date of its own that a caller may change', () => {
    // 29 March 2026: Berlin's clocks go forward at 02:00; the morning is 9:00 CEST.
    const first = morningOf({ year: 2026, month: 3, day: 29 }, 'Europe/Berlin');
    expect(first).toEqual(at('2026-03-29T07:00:00Z'));
    first.setTime(0);
    expect(morningOf({ year: 2026, month: 3, day: 29 }, 'Europe/Berlin')).toEqual(at('2026-03-29T07:00:00Z'));
    expect(morningOf({ year: 2026, month: 3, day: 29 }, 'UTC')).toEqual(at('2026-03-29T09:00:00Z'));
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 29 }, 9, 0, 'Europe/Berlin')).toEqual(
      at('2026-03-29T07:00:00Z'),
    );
  });

  it('finds the next morning of a weekday from now', () => {
    expect(weekdayMorningFrom(at('2026-05-04T08:00:00Z'), MON, 'UTC')).toEqual(at('2026-05-04T09:00:00Z'));
    expect(weekdayMorningFrom(at('2026-05-04T09:00:01Z'), MON, 'UTC')).toEqual(at('2026-05-11T09:00:00Z'));
    expect(weekdayMorningFrom(at('2026-05-04T10:00:00Z'), WED, 'Europe/Berlin')).toEqual(at('2026-05-06T07:00:00Z'));
  });

  it('knows the time zones and weekdays it can use', () => {
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('x'.repeat(65))).toBeNull();
    expect([0, 6, 3].every(isWeekday)).toBe(true);
    expect([7, -1, 1.5, '1', null].some(isWeekday)).toBe(false);
  });

  describe('rescheduling after a change of frequency, weekday or time zone', () => {
    const schedule = { sendWeekday: MON, timeZone: 'UTC' } as const;
    const lastSentAt = at('2026-02-02T09:00:00Z'); // a Monday

    it('is one new period after the last question, on the chosen weekday', () => {
      const now = new Date(lastSentAt.getTime() + 2 * DAY);
      expect(rescheduleForFrequency({ ...schedule, lastSentAt, nextSendAt: null, frequency: 4, now })).toEqual(
        new Date(lastSentAt.getTime() + 4 * WEEK_MS),
      );
      expect(
        rescheduleForFrequency({ ...schedule, sendWeekday: WED, lastSentAt, nextSendAt: null, frequency: 1, now }),
      ).toEqual(at('2026-02-11T09:00:00Z'));
    });

    it('is right away when that moment passed earlier the same day', () => {
      const now = at('2026-02-09T15:00:00Z'); // the Monday one week after
      expect(rescheduleForFrequency({ ...schedule, lastSentAt, nextSendAt: null, frequency: 1, now })).toBe(now);
    });

    it('is the weekday next morning when that moment passed on an earlier day', () => {
      const now = at('2026-02-14T12:00:00Z'); // a Saturday
      expect(rescheduleForFrequency({ ...schedule, lastSentAt, nextSendAt: null, frequency: 1, now })).toEqual(
        at('2026-02-16T09:00:00Z'),
      );
    });

    it('keeps the first question 3 days after setup, at 9:00 in the (new) time zone', () => {
      const setup = at('2026-01-05T09:00:00Z');
      const first = firstQuestionAt(setup, 'UTC');
      const input = { lastSentAt: null, nextSendAt: first, setupCompletedAt: setup, frequency: 4, now: setup } as const;
      expect(rescheduleForFrequency({ ...schedule, ...input })).toBe(first);
      expect(rescheduleForFrequency({ ...input, sendWeekday: MON, timeZone: 'America/New_York' })).toEqual(
        at('2026-01-08T14:00:00Z'),
      );
      expect(rescheduleForFrequency({ ...schedule, ...input, nextSendAt: null })).toBeNull();
    });
  });
});

describe("a gift's first question", () => {
  it('stays on its first day whatever the frequency becomes, until it is sent', () => {
    const startsAt = new Date('2026-12-14T09:00:00Z');
    const input = {
      sendWeekday: 1 as const,
      timeZone: 'UTC',
      lastSentAt: null,
      nextSendAt: startsAt,
      setupCompletedAt: new Date('2026-11-27T12:00:00Z'),
      now: new Date('2026-11-28T12:00:00Z'),
      startsAt,
    };
    expect(rescheduleForFrequency({ ...input, frequency: 4 })).toEqual(startsAt);
    expect(rescheduleForFrequency({ ...input, frequency: 1 })).toEqual(startsAt);
    // Without the gift's day, the same vault's first question is three days after setup.
    expect(rescheduleForFrequency({ ...input, startsAt: null, frequency: 1 })).toEqual(
      new Date('2026-11-30T09:00:00Z'),
    );
  });
});
