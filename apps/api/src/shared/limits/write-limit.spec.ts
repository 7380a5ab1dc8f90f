import { checkWriteLimit, TooManyWritesError } from './write-limit';

describe('a write limit', () => {
  const limit = { max: 3, windowMs: 10 * 60_000 };
  const now = new Date('2026-05-04T10:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('lets a write through below the limit', () => {
    expect(() => checkWriteLimit({ times: [ago(1), ago(2)], now }, limit, 'Slow down')).not.toThrow();
  });

  it('refuses the next one at the limit, until the oldest counted write leaves the window', () => {
    let refused: unknown;
    try {
      checkWriteLimit({ times: [ago(1), ago(2), ago(4)], now }, limit, 'Slow down');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(TooManyWritesError);
    expect(refused).toMatchObject({ code: 'TOO_MANY_WRITES', message: 'Slow down', retryAfterSeconds: 6 * 60 });
  });
});
