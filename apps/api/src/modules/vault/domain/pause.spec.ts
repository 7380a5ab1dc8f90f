import { currentPause, isPausedAt, nextSendAtOnResume, pauseActivities, plainDay } from './pause';

const now = new Date('2026-03-10T08:00:00Z');
const later = new Date('2026-06-03T00:00:00Z');

describe('a vault’s pause', () => {
  it('holds until its date, a stop until it is resumed, and nothing without one', () => {
    expect(isPausedAt({ pauseKind: 'pause', pausedUntil: later }, now)).toBe(true);
    expect(isPausedAt({ pauseKind: 'pause', pausedUntil: later }, later)).toBe(false);
    expect(isPausedAt({ pauseKind: 'stop', pausedUntil: null }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isPausedAt({ pauseKind: null, pausedUntil: null }, now)).toBe(false);
    expect(isPausedAt({ pauseKind: 'pause', pausedUntil: null }, now)).toBe(false);
  });

  it('shows only while it holds', () => {
    expect(currentPause({ pauseKind: 'pause', pausedUntil: later }, now)).toEqual({
      pausedUntil: later,
      pauseKind: 'pause',
    });
    expect(currentPause({ pauseKind: 'pause', pausedUntil: later }, new Date('2026-07-01T00:00:00Z'))).toBeNull();
    expect(currentPause({ pauseKind: 'stop', pausedUntil: null }, now)).toEqual({
      pausedUntil: null,
      pauseKind: 'stop',
    });
  });

  it('continues the schedule from the resume date', () => {
    expect(nextSendAtOnResume(later)).toEqual(later);
  });

  it('reads plainly in the owner’s feed', () => {
    expect(plainDay(later, now)).toBe('3 June');
    expect(plainDay(new Date('2027-01-01T00:00:00Z'), now)).toBe('1 January 2027');
    expect(pauseActivities.paused('Mom', later, now)).toBe('Mom paused questions until 3 June');
    expect(pauseActivities.stopped('Mom')).toBe('Mom stopped the questions until you resume them');
    expect(pauseActivities.resumed('Mom')).toBe('Mom resumed questions');
    expect(pauseActivities.skipped('Mom')).toBe('Mom asked for a different question');
  });
});
