import { testConfig } from '@storyvault/api-testing';
import { InMemoryJobQueue } from '../../../testing/in-memory/jobs/in-memory-job.store';
import { ManualClock } from '../time/clock';
import { domainEvent } from './domain-event';
import { EventHandlers } from './event-handlers';
import { EventPurgeJob, PURGE_BATCH } from './event-purge.job';
import { InMemoryEventOutbox } from '../../../testing/in-memory/events/in-memory-event-outbox';

const DAY = 24 * 60 * 60 * 1000;

describe('the purge of delivered domain events, a recurring job', () => {
  it('deletes, every hour, what every handler had before the retention, in batches; keeps the rest', async () => {
    const clock = new ManualClock(new Date('2026-06-10T10:20:00Z'));
    const handlers = new EventHandlers();
    handlers.add('FullAccessChanged', 'x.record', async () => undefined);
    const outbox = new InMemoryEventOutbox(handlers);
    const queue = new InMemoryJobQueue(clock);
    const job = new EventPurgeJob(outbox, queue, clock, testConfig({ EVENT_RETENTION_DAYS: '7' }));
    await job.onModuleInit();

    const event = (daysAgo: number) =>
      domainEvent(
        'FullAccessChanged',
        { userId: 'u', hasFullAccess: true },
        new Date(clock.now().getTime() - daysAgo * DAY),
      );
    const old = Array.from({ length: PURGE_BATCH + 5 }, () => event(8));
    const owed = event(30);
    const recent = event(6);
    await outbox.append([...old, owed, recent]);
    const done = (e: ReturnType<typeof event>) => ({ eventId: e.id, handler: 'x.record' });
    await outbox.complete([...old.map(done), done(recent)]);

    await queue.runDue();
    expect(await outbox.find(old[0].id)).not.toBeNull();
    clock.set(new Date('2026-06-10T11:00:00Z'));
    await queue.runDue();

    for (const e of [old[0], old[PURGE_BATCH], old[PURGE_BATCH + 4]]) expect(await outbox.find(e.id)).toBeNull();
    expect(await outbox.find(owed.id)).toEqual(owed);
    expect(await outbox.find(recent.id)).toEqual(recent);
    expect(await job.run()).toBe(0);
  });
});
