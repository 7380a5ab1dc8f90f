import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ManualClock } from '../time/clock';
import { DomainEvent, domainEvent } from './domain-event';
import { EventBus, RELAY_BATCH, retryAt } from './event-bus';
import { EventHandlers } from './event-handlers';
import { DISPATCH_LEASE_MS } from './event-outbox';
import { InMemoryEventOutbox } from '../../../testing/in-memory/events/in-memory-event-outbox';

const T0 = new Date('2026-05-01T09:00:00Z');

function kit() {
  const clock = new ManualClock(T0);
  const handlers = new EventHandlers();
  const outbox = new InMemoryEventOutbox(handlers);
  const bus = new EventBus(outbox, handlers, clock);
  /** What each handler was given, batch by batch (event ids). */
  const given: Record<string, string[][]> = {};
  /** Idempotent by event id, like the product's handlers: what each handler has done, once. */
  const done: Record<string, Set<string>> = {};
  const failing = new Set<string>();
  const handler = (name: string, fails = (_e: DomainEvent) => failing.has(name)) => {
    given[name] = [];
    done[name] = new Set();
    return async (events: DomainEvent[]) => {
      given[name].push(events.map((e) => e.id));
      const bad = events.find(fails);
      if (bad) throw new Error(`${name} could not handle ${bad.id}`);
      for (const e of events) done[name].add(e.id);
    };
  };
  bus.on('StoryRecorded', 'delivery.mark-answered', handler('delivery.mark-answered'));
  bus.on('StoryRecorded', 'vault.story-received', handler('vault.story-received'));
  const recorded = (): DomainEvent<'StoryRecorded'> =>
    domainEvent(
      'StoryRecorded',
      {
        vaultId: randomUUID(),
        storyId: randomUUID(),
        deliveryId: randomUUID(),
        vaultQuestionId: null,
        questionText: 'What was your first job?',
        responseType: 'written',
        at: clock.now().toISOString(),
      },
      clock.now(),
    );
  /** Stored as a save stores them; not dispatched (the process died right after its commit). */
  const committed = async (count: number) => {
    const events = Array.from({ length: count }, recorded);
    await outbox.append(events);
    return events;
  };
  return { clock, handlers, outbox, bus, given, done, failing, handler, recorded, committed };
}

beforeAll(() => {
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

describe('EventBus', () => {
  it('dispatches the events of one commit to each handler together, in order, and records each done', async () => {
    const k = kit();
    const events = await k.committed(3);
    await k.bus.dispatch(events);
    const ids = events.map((e) => e.id);
    expect(k.given).toEqual({ 'delivery.mark-answered': [ids], 'vault.story-received': [ids] });
    for (const event of events) expect(await k.outbox.owed(event.id)).toEqual([]);
    k.clock.advance(DISPATCH_LEASE_MS + 60 * 60_000);
    expect(await k.bus.relay()).toBe(0);
  });

  it('keeps a failing handler for the relay, retried after a pause until it succeeds; the other handler is not redelivered', async () => {
    const k = kit();
    k.failing.add('vault.story-received');
    const [event] = await k.committed(1);
    await k.bus.dispatch([event]);
    expect(await k.outbox.owed(event.id)).toMatchObject([
      {
        handler: 'vault.story-received',
        attempts: 1,
        lastError: `vault.story-received could not handle ${event.id}`,
        nextAttemptAt: retryAt(T0, 0),
      },
    ]);
    // Not before its retry time; then again (still failing), with a longer pause.
    k.clock.set(new Date(retryAt(T0, 0).getTime() - 1));
    expect(await k.bus.relay()).toBe(0);
    k.clock.set(retryAt(T0, 0));
    expect(await k.bus.relay()).toBe(1);
    expect((await k.outbox.owed(event.id))[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: retryAt(retryAt(T0, 0), 1),
    });
    k.failing.clear();
    k.clock.set(retryAt(retryAt(T0, 0), 1));
    expect(await k.bus.relay()).toBe(1);
    expect(k.given['delivery.mark-answered']).toEqual([[event.id]]);
    expect(k.given['vault.story-received']).toEqual([[event.id], [event.id], [event.id]]);
    expect(k.done['vault.story-received']).toEqual(new Set([event.id]));
    expect(await k.outbox.owed(event.id)).toEqual([]);
    k.clock.advance(24 * 60 * 60_000);
    expect(await k.bus.relay()).toBe(0);
  });

  it('gives each event of a batch that failed its own try: one bad event holds back no other', async () => {
    const k = kit();
    let bad = '';
    k.bus.on(
      'StoryRecorded',
      'stats.count',
      k.handler('stats.count', (e) => e.id === bad),
    );
    const events = await k.committed(3);
    bad = events[1].id;
    await k.bus.dispatch(events);
    expect(k.given['stats.count']).toEqual([events.map((e) => e.id), [events[0].id], [bad], [events[2].id]]);
    expect(k.done['stats.count']).toEqual(new Set([events[0].id, events[2].id]));
    expect(await k.outbox.owed(bad)).toMatchObject([{ handler: 'stats.count', attempts: 1 }]);
    expect(await k.outbox.owed(events[0].id)).toEqual([]);
  });

  it('delivers, after a crash between the commit and the dispatch, every event to every handler once the lease is over', async () => {
    const k = kit();
    const events = await k.committed(2);
    k.clock.advance(DISPATCH_LEASE_MS - 1);
    expect(await k.bus.relay()).toBe(0);
    k.clock.advance(1);
    expect(await k.bus.relay()).toBe(4);
    const ids = events.map((e) => e.id);
    expect(k.given).toEqual({ 'delivery.mark-answered': [ids], 'vault.story-received': [ids] });
    expect(await k.bus.relay()).toBe(0);
    k.clock.advance(24 * 60 * 60_000);
    expect(await k.bus.relay()).toBe(0);
  });

  it('delivers again an event whose completion could not be recorded: at least once, and idempotent handlers do it once', async () => {
    const k = kit();
    const [event] = await k.committed(1);
    const complete = jest.spyOn(k.outbox, 'complete').mockRejectedValueOnce(new Error('connection lost'));
    await expect(k.bus.dispatch([event])).resolves.toBeUndefined();
    complete.mockRestore();
    k.clock.advance(DISPATCH_LEASE_MS);
    expect(await k.bus.relay()).toBe(2);
    expect(k.given['delivery.mark-answered']).toEqual([[event.id], [event.id]]);
    expect(k.done['delivery.mark-answered']).toEqual(new Set([event.id]));
    expect(await k.outbox.owed(event.id)).toEqual([]);
  });

  it('publishes an event with no change to share: stored, then dispatched', async () => {
    const k = kit();
    const event = k.recorded();
    await k.bus.publish([event]);
    expect(await k.outbox.find(event.id)).toEqual(event);
    expect(k.done['vault.story-received']).toEqual(new Set([event.id]));
    await k.bus.publish([]);
  });

  it('leaves a delivery to a handler this process does not have for later, and says so', async () => {
    const k = kit();
    const [event] = await k.committed(1);
    const other = kit();
    // A process of a release without "vault.story-received" relays it.
    const handlers = new EventHandlers();
    handlers.add('StoryRecorded', 'delivery.mark-answered', async () => undefined);
    const bus = new EventBus(k.outbox, handlers, other.clock);
    other.clock.advance(DISPATCH_LEASE_MS);
    expect(await bus.relay()).toBe(2);
    expect(await k.outbox.owed(event.id)).toMatchObject([
      { handler: 'vault.story-received', lastError: 'no such handler here', attempts: 1 },
    ]);
  });

  it('relays in rounds until nothing is due', async () => {
    const k = kit();
    await k.committed(RELAY_BATCH / 2 + 1);
    k.clock.advance(DISPATCH_LEASE_MS);
    expect(await k.bus.relayAll()).toBe(RELAY_BATCH + 2);
    expect(k.done['vault.story-received'].size).toBe(RELAY_BATCH / 2 + 1);
  });

  it('refuses two handlers of one name', () => {
    const k = kit();
    expect(() => k.bus.on('FullAccessChanged', 'vault.story-received', async () => undefined)).toThrow(
      /registered already/,
    );
  });

  it('waits longer after each failure, an hour at most', () => {
    expect(retryAt(T0, 0).getTime() - T0.getTime()).toBe(10_000);
    expect(retryAt(T0, 3).getTime() - T0.getTime()).toBe(80_000);
    expect(retryAt(T0, 50).getTime() - T0.getTime()).toBe(60 * 60_000);
  });
});
