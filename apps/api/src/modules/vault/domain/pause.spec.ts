import { currentPause, isPausedAt, nextSendAtOnResume } from './pause';

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
    expect(currentPause({ pauseKind: 'pause', pausedUntil: later, pausedBy: 'senior' }, now)).toEqual({
      pausedUntil: later,
      pauseKind: 'pause',
      pausedBy: 'senior',
    });
    expect(currentPause({ pauseKind: 'pause', pausedUntil: later }, new Date('2026-07-01T00:00:00Z'))).toBeNull();
    expect(currentPause({ pauseKind: 'stop', pausedUntil: null, pausedBy: 'owner' }, now)).toEqual({
      pausedUntil: null,
      pauseKind: 'stop',
      pausedBy: 'owner',
    });
    // A pause from before who paused was recorded was the senior's: only she could pause.
    expect(currentPause({ pauseKind: 'stop', pausedUntil: null }, now)?.pausedBy).toBe('senior');
  });

  it('continues the schedule from the resume date, at 9:00 in the senior’s morning', () => {
    // 3 June 00:00 UTC is still 2 June, 20:00 in New York: the question goes at 9:00 there on 3 June.
    expect(nextSendAtOnResume(later, 'America/New_York')).toEqual(new Date('2026-06-03T13:00:00Z'));
    expect(nextSendAtOnResume(later, 'UTC')).toEqual(new Date('2026-06-03T09:00:00Z'));
    // Resumed in the afternoon: the next morning.
    expect(nextSendAtOnResume(new Date('2026-06-03T15:30:00Z'), 'Europe/Berlin')).toEqual(
      new Date('2026-06-04T07:00:00Z'),
    );
    // Resumed before 9:00: that same morning.
    expect(nextSendAtOnResume(new Date('2026-06-03T05:00:00Z'), 'Europe/Berlin')).toEqual(
      new Date('2026-06-03T07:00:00Z'),
    );
  });
});
