import { AttemptThrottle } from '../../src/modules/auth/application/ports/attempt-throttle';

const MINUTE = 60_000;

export function attemptThrottleContract(name: string, make: () => Promise<AttemptThrottle>) {
  describe(`AttemptThrottle contract: ${name}`, () => {
    let throttle: AttemptThrottle;
    const t0 = new Date('2026-05-01T10:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    beforeEach(async () => {
      throttle = await make();
    });

    it('counts attempts per key within the window', async () => {
      expect(await throttle.record('k', at(0), 15 * MINUTE)).toBe(1);
      expect(await throttle.record('k', at(1), 15 * MINUTE)).toBe(2);
      expect(await throttle.record('other', at(1), 15 * MINUTE)).toBe(1);
      expect(await throttle.attempts('k', at(2), 15 * MINUTE)).toBe(2);
      expect(await throttle.attempts('never', at(2), 15 * MINUTE)).toBe(0);
    });

    it('starts again once the window has passed', async () => {
      await throttle.record('k', at(0), 15 * MINUTE);
      await throttle.record('k', at(1), 15 * MINUTE);
      expect(await throttle.attempts('k', at(16), 15 * MINUTE)).toBe(0);
      expect(await throttle.record('k', at(16), 15 * MINUTE)).toBe(1);
    });

    it('counts every one of many concurrent attempts', async () => {
      await Promise.all(Array.from({ length: 10 }, () => throttle.record('k', at(0), 15 * MINUTE)));
      expect(await throttle.attempts('k', at(0), 15 * MINUTE)).toBe(10);
    });

    it('takes an attempt back within its window, never below zero', async () => {
      await throttle.record('k', at(0), 15 * MINUTE);
      await throttle.record('k', at(1), 15 * MINUTE);
      await throttle.refund('k', at(2), 15 * MINUTE);
      expect(await throttle.attempts('k', at(2), 15 * MINUTE)).toBe(1);
      await throttle.refund('k', at(2), 15 * MINUTE);
      await throttle.refund('k', at(2), 15 * MINUTE);
      await throttle.refund('never', at(2), 15 * MINUTE);
      expect(await throttle.record('k', at(3), 15 * MINUTE)).toBe(1);
    });

    it('clears a key and purges old windows', async () => {
      await throttle.record('k', at(0), 15 * MINUTE);
      await throttle.record('old', at(0), 15 * MINUTE);
      await throttle.clear('k');
      expect(await throttle.attempts('k', at(1), 15 * MINUTE)).toBe(0);
      expect(await throttle.purgeOlderThan(at(60))).toBe(1);
    });
  });
}
