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
});
