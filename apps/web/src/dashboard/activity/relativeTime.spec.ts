import { relativeTime } from './relativeTime';

describe('relativeTime', () => {
  const now = Date.UTC(2025, 2, 14, 12, 0, 0);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [20, 'now'],
    [5 * 60, '5 minutes ago'],
    [2 * 3600, '2 hours ago'],
    [2 * 3600 + 59 * 60, '2 hours ago'],
    [30 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [14 * 86400, '2 weeks ago'],
    [400 * 86400, 'last year'],
  ])('words %p seconds ago as %p', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });
});
