import { InMemoryJobQueue } from '../../../../../testing/in-memory/jobs/in-memory-job.store';
import { ManualClock } from '../../../../shared/time/clock';
import { PurgeExpiredAuthRecords } from '../../application/purge-expired-auth-records.use-case';
import { InMemoryAttemptThrottle } from '../../../../../testing/in-memory/auth/in-memory-attempt-throttle';
import { InMemoryResetTokenStore } from '../../../../../testing/in-memory/auth/in-memory-reset-token.store';
import { AuthHousekeepingJob } from './auth-housekeeping.job';

const HOUR = 60 * 60 * 1000;
const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

describe('auth housekeeping, a recurring job', () => {
  it('purges expired reset tokens and old throttle windows once an hour, on the hour', async () => {
    const clock = new ManualClock(new Date('2026-05-02T10:20:00Z'));
    const tokens = new InMemoryResetTokenStore();
    const throttle = new InMemoryAttemptThrottle();
    const purge = new PurgeExpiredAuthRecords(tokens, throttle, clock);
    const queue = new InMemoryJobQueue(clock);
    const runs = jest.spyOn(purge, 'execute');
    await new AuthHousekeepingJob(purge, queue).onModuleInit();

    const dayAndMore = new Date(clock.now().getTime() - 26 * HOUR);
    await tokens.save({ tokenHash: 'a'.repeat(64), userId: 'u1', expiresAt: dayAndMore });
    await tokens.save({ tokenHash: 'b'.repeat(64), userId: 'u1', expiresAt: new Date(clock.now().getTime() + HOUR) });
    await throttle.record('signin:old', dayAndMore, HOUR);
    await throttle.record('signin:new', clock.now(), HOUR);

    await queue.runDue();
    expect(runs).not.toHaveBeenCalled();
    clock.set(new Date('2026-05-02T11:00:00Z'));
    await queue.runDue();
    expect(runs).toHaveBeenCalledTimes(1);
    clock.set(new Date('2026-05-02T11:59:59Z'));
    await queue.runDue();
    expect(runs).toHaveBeenCalledTimes(1);
    clock.set(new Date('2026-05-02T12:00:00Z'));
    await queue.runDue();
    expect(runs).toHaveBeenCalledTimes(2);

    // What is left: the token and the window that are still recent.
    expect(await tokens.purgeExpired(FAR_FUTURE)).toBe(1);
    expect(await throttle.purgeOlderThan(FAR_FUTURE)).toBe(1);
  });
});
