import { hasMoreThanCollapsed, lowQueueWarning, scheduleLabel, toggleLabel, visibleQuestions } from './upcoming';

describe('Coming Up Next texts', () => {
  it('warns at 2 or fewer questions, singular-safe, with a real ellipsis', () => {
    expect(lowQueueWarning(2)).toBe('Just 2 questions left\u2026');
    expect(lowQueueWarning(1)).toBe('Just 1 question left\u2026');
    expect(lowQueueWarning(3)).toBeNull();
    expect(lowQueueWarning(0)).toBeNull();
  });

  it('shows 3 questions collapsed and offers the toggle above 3', () => {
    expect(visibleQuestions([1, 2, 3, 4, 5], false)).toEqual([1, 2, 3]);
    expect(visibleQuestions([1, 2, 3, 4, 5], true)).toEqual([1, 2, 3, 4, 5]);
    expect(hasMoreThanCollapsed(3)).toBe(false);
    expect(hasMoreThanCollapsed(4)).toBe(true);
    expect(toggleLabel(5, false)).toBe('Show All 5 Questions');
    expect(toggleLabel(5, true)).toBe('Hide Questions');
  });

  describe('scheduleLabel', () => {
    const now = new Date(2025, 2, 14, 9, 30);

    it('says Today and Tomorrow by calendar day, not by 24 hours', () => {
      expect(scheduleLabel(new Date(2025, 2, 14, 23, 0).toISOString(), now)).toBe('Today');
      expect(scheduleLabel(new Date(2025, 2, 15, 0, 5).toISOString(), now)).toBe('Tomorrow');
      expect(scheduleLabel(new Date(2025, 2, 15, 23, 55).toISOString(), now)).toBe('Tomorrow');
    });

    it('counts a time already passed as today', () => {
      expect(scheduleLabel(new Date(2025, 2, 13, 8, 0).toISOString(), now)).toBe('Today');
    });

    it('gives a readable date further out, with the year only when it differs', () => {
      expect(scheduleLabel(new Date(2025, 2, 20, 9, 0).toISOString(), now)).toBe('Thursday, March 20');
      expect(scheduleLabel(new Date(2026, 0, 2, 9, 0).toISOString(), now)).toBe('Friday, January 2, 2026');
    });

    it('is empty when nothing is scheduled', () => {
      expect(scheduleLabel(null, now)).toBeNull();
    });
  });

  describe('scheduleLabel in the senior’s time zone', () => {
    // Thursday 5 March 2026, 23:00 UTC: already Friday 10:00 in Sydney.
    const now = new Date('2026-03-05T23:00:00Z');

    it('names her day, the chosen weekday, wherever the reader is', () => {
      // Friday 13 March, 9:00 in Sydney, is Thursday 22:00 in UTC.
      expect(scheduleLabel('2026-03-12T22:00:00.000Z', now, 'Australia/Sydney')).toBe('Friday, March 13');
      expect(scheduleLabel('2026-03-05T22:00:00.000Z', now, 'Australia/Sydney')).toBe('Today');
      expect(scheduleLabel('2026-03-06T22:00:00.000Z', now, 'Australia/Sydney')).toBe('Tomorrow');
      expect(scheduleLabel('2027-01-07T22:00:00.000Z', now, 'Australia/Sydney')).toBe('Friday, January 8, 2027');
    });
  });
});
