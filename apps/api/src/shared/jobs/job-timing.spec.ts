import { backoffMs, errorText, nextOccurrence, toProgress } from './job-timing';

describe('job timing', () => {
  it('doubles the wait after each failed try, up to a day', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(30, attempts))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(3600, 10)).toBe(24 * 60 * 60 * 1000);
    expect(backoffMs(30, 1000)).toBe(24 * 60 * 60 * 1000);
  });

  it('names the same occurrences in every worker: multiples of the interval since 1970 UTC', () => {
    expect(nextOccurrence(3600, new Date('2026-05-01T10:20:00Z'))).toEqual(new Date('2026-05-01T11:00:00Z'));
    expect(nextOccurrence(3600, new Date('2026-05-01T11:00:00Z'))).toEqual(new Date('2026-05-01T11:00:00Z'));
    expect(nextOccurrence(86400, new Date('2026-05-01T00:00:00.001Z'))).toEqual(new Date('2026-05-02T00:00:00Z'));
  });

  it('turns progress into a whole percentage, keeping the counts it came from', () => {
    expect(toProgress(33.9)).toEqual({ percent: 33 });
    expect(toProgress(250)).toEqual({ percent: 100 });
    expect(toProgress({ done: 1, total: 3 })).toEqual({ percent: 33, done: 1, total: 3 });
    expect(toProgress({ done: 0, total: 0 })).toEqual({ percent: 100, done: 0, total: 0 });
    expect(() => toProgress(Number.NaN)).toThrow(RangeError);
    expect(() => toProgress({ done: -1, total: 3 })).toThrow(RangeError);
  });

  it('keeps the message of an error, without what PostgreSQL text cannot hold', () => {
    expect(errorText(new Error('disk\u0000 full'))).toBe('disk full');
    expect(errorText('x'.repeat(3000))).toHaveLength(2000);
  });
});
