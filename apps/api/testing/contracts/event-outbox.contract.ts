import { randomUUID } from 'node:crypto';
import { DomainEvent, domainEvent } from '../../src/shared/events/domain-event';
import { EventHandlers } from '../../src/shared/events/event-handlers';
import { DISPATCH_LEASE_MS, EventOutbox } from '../../src/shared/events/event-outbox';

const T0 = new Date('2026-05-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const nothing = async () => undefined;

/** A StoryRecorded event that occurred `ms` after T0. */
function recorded(ms = 0): DomainEvent<'StoryRecorded'> {
  return domainEvent(
    'StoryRecorded',
    {
      vaultId: randomUUID(),
      storyId: randomUUID(),
      deliveryId: randomUUID(),
      vaultQuestionId: null,
      questionText: 'What was your first job? “Quotes”, \\ and ünïcode',
      responseType: 'written',
      at: at(ms).toISOString(),
    },
    at(ms),
  );
}

/**
 * What every EventOutbox must do, run against the in-memory and the TypeORM adapter alike.
 * `make` gets the handlers registered in the process (StoryRecorded has two, FullAccessChanged none).
 */
export function eventOutboxContract(name: string, make: (handlers: EventHandlers) => Promise<EventOutbox>) {
  describe(`EventOutbox contract: ${name}`, () => {
    let outbox: EventOutbox;
    beforeEach(async () => {
      const handlers = new EventHandlers();
      handlers.add('StoryRecorded', 'a.mark-answered', nothing);
      handlers.add('StoryRecorded', 'b.log-activity', nothing);
      outbox = await make(handlers);
    });

    const claimAll = (now: Date) => outbox.claimDue(now, 100, at(DISPATCH_LEASE_MS + 3_600_000));

    it('stores an event as given, owing one delivery to each handler of its type', async () => {
      const event = recorded();
      await outbox.append([event]);
      expect(await outbox.find(event.id)).toEqual(event);
      expect(await outbox.owed(event.id)).toEqual(
        ['a.mark-answered', 'b.log-activity'].map((handler) => ({
          eventId: event.id,
          handler,
          attempts: 0,
          lastError: null,
          nextAttemptAt: event.occurredAt,
        })),
      );
    });

    it('stores an event no handler wants, owing nothing; knows no other event', async () => {
      const event = domainEvent('FullAccessChanged', { userId: randomUUID(), hasFullAccess: true }, T0);
      await outbox.append([event]);
      expect(await outbox.find(event.id)).toEqual(event);
      expect(await outbox.owed(event.id)).toEqual([]);
      expect(await outbox.find(randomUUID())).toBeNull();
      expect(await outbox.find('not-an-id')).toBeNull();
      expect(await outbox.owed('not-an-id')).toEqual([]);
      await outbox.append([]);
    });

    it('stores an event once, however often it is appended', async () => {
      const event = recorded();
      await outbox.append([event]);
      await outbox.append([event, event]);
      expect(await outbox.owed(event.id)).toHaveLength(2);
      expect(await claimAll(at(DISPATCH_LEASE_MS))).toHaveLength(2);
    });

    it('leaves a new event to the process that dispatches it until its lease runs out', async () => {
      const event = recorded();
      await outbox.append([event]);
      expect(await claimAll(at(DISPATCH_LEASE_MS - 1))).toEqual([]);
      const due = await claimAll(at(DISPATCH_LEASE_MS));
      expect(due).toEqual([
        { event, handler: 'a.mark-answered', attempts: 0 },
        { event, handler: 'b.log-activity', attempts: 0 },
      ]);
    });

    it('claims due deliveries oldest event first, at most `limit`, and not again while they are leased', async () => {
      const events = [recorded(2_000), recorded(0), recorded(1_000)];
      await outbox.append(events);
      const now = at(DISPATCH_LEASE_MS + 10_000);
      const leaseUntil = at(DISPATCH_LEASE_MS + 70_000);
      const first = await outbox.claimDue(now, 3, leaseUntil);
      const second = await outbox.claimDue(now, 3, leaseUntil);
      expect(first).toHaveLength(3);
      expect([...first, ...second].map((d) => d.event.id)).toEqual(
        [events[1], events[1], events[2], events[2], events[0], events[0]].map((e) => e.id),
      );
      expect(await outbox.claimDue(now, 3, leaseUntil)).toEqual([]);
      // A relay that died with its claim: the deliveries come back once its lease is over.
      expect(await outbox.claimDue(leaseUntil, 10, at(DISPATCH_LEASE_MS + 130_000))).toHaveLength(6);
    });

    it('hands back the events of one moment in the order they were stored', async () => {
      const events = [recorded(), recorded(), recorded(), recorded()];
      await outbox.append(events.slice(0, 3));
      await outbox.append(events.slice(3));
      const due = await claimAll(at(DISPATCH_LEASE_MS));
      expect(due.filter((d) => d.handler === 'a.mark-answered').map((d) => d.event.id)).toEqual(
        events.map((e) => e.id),
      );
    });

    it('gives two relays claiming at once different deliveries', async () => {
      await outbox.append([recorded(0), recorded(1), recorded(2), recorded(3)]);
      const now = at(DISPATCH_LEASE_MS + 10);
      const [one, two] = await Promise.all([
        outbox.claimDue(now, 5, at(DISPATCH_LEASE_MS + 60_000)),
        outbox.claimDue(now, 5, at(DISPATCH_LEASE_MS + 60_000)),
      ]);
      const keys = [...one, ...two].map((d) => `${d.event.id}/${d.handler}`);
      expect(keys).toHaveLength(8);
      expect(new Set(keys).size).toBe(8);
    });

    it('never gives a completed delivery again; the other handlers of its event still get theirs', async () => {
      const event = recorded();
      await outbox.append([event]);
      await outbox.complete([{ eventId: event.id, handler: 'a.mark-answered' }]);
      await outbox.complete([{ eventId: randomUUID(), handler: 'a.mark-answered' }]);
      await outbox.complete([]);
      expect(await outbox.owed(event.id)).toMatchObject([{ handler: 'b.log-activity', attempts: 0 }]);
      expect((await claimAll(at(DISPATCH_LEASE_MS))).map((d) => d.handler)).toEqual(['b.log-activity']);
      await outbox.complete([{ eventId: event.id, handler: 'b.log-activity' }]);
      expect(await outbox.owed(event.id)).toEqual([]);
      expect(await claimAll(at(DISPATCH_LEASE_MS + 3_600_000))).toEqual([]);
      expect(await outbox.find(event.id)).toEqual(event);
    });

    it('counts a failed attempt, keeps its error and gives the delivery again at its retry time', async () => {
      const event = recorded();
      await outbox.append([event]);
      const retry = at(DISPATCH_LEASE_MS + 60_000);
      await outbox.fail([{ eventId: event.id, handler: 'b.log-activity', error: 'connection reset', retryAt: retry }]);
      await outbox.fail([]);
      expect(await outbox.owed(event.id)).toMatchObject([
        { handler: 'a.mark-answered', attempts: 0, lastError: null, nextAttemptAt: event.occurredAt },
        { handler: 'b.log-activity', attempts: 1, lastError: 'connection reset', nextAttemptAt: retry },
      ]);
      // The failed one waits for its retry; the other is due once the dispatcher's lease is over.
      expect((await claimAll(at(DISPATCH_LEASE_MS))).map((d) => d.handler)).toEqual(['a.mark-answered']);
      expect(await claimAll(at(DISPATCH_LEASE_MS + 59_999))).toEqual([]);
      expect(await claimAll(retry)).toEqual([{ event, handler: 'b.log-activity', attempts: 1 }]);
      // A failure does not undo a success.
      await outbox.complete([{ eventId: event.id, handler: 'b.log-activity' }]);
      await outbox.fail([{ eventId: event.id, handler: 'b.log-activity', error: 'late', retryAt: retry }]);
      expect((await outbox.owed(event.id)).map((d) => d.handler)).toEqual(['a.mark-answered']);
    });

    it('forgets events delivered to every handler once old enough, and keeps the owed and the recent', async () => {
      const day = 86_400_000;
      const delivered = recorded(0);
      const failing = recorded(1);
      const unwanted = domainEvent('FullAccessChanged', { userId: randomUUID(), hasFullAccess: true }, at(2));
      const recent = recorded(10 * day);
      await outbox.append([delivered, failing, unwanted, recent]);
      const all = (e: DomainEvent) =>
        ['a.mark-answered', 'b.log-activity'].map((handler) => ({ eventId: e.id, handler }));
      await outbox.complete([...all(delivered), ...all(recent), { eventId: failing.id, handler: 'a.mark-answered' }]);
      await outbox.fail([{ eventId: failing.id, handler: 'b.log-activity', error: 'down', retryAt: at(day) }]);

      expect(await outbox.purgeDelivered(at(0), 100)).toBe(0);
      expect(await outbox.purgeDelivered(at(5 * day), 1)).toBe(1);
      expect(await outbox.purgeDelivered(at(5 * day), 100)).toBe(1);
      expect(await outbox.purgeDelivered(at(5 * day), 100)).toBe(0);

      expect(await outbox.find(delivered.id)).toBeNull();
      expect(await outbox.find(unwanted.id)).toBeNull();
      // Still owed a delivery: kept however old, and still given to the relay.
      expect(await outbox.find(failing.id)).toEqual(failing);
      expect((await claimAll(at(day))).map((d) => `${d.event.id}/${d.handler}`)).toEqual([
        `${failing.id}/b.log-activity`,
      ]);
      // Delivered, but not older than the retention.
      expect(await outbox.find(recent.id)).toEqual(recent);
      expect(await outbox.purgeDelivered(at(11 * day), 100)).toBe(1);
      expect(await outbox.find(recent.id)).toBeNull();
      expect(await outbox.find(failing.id)).toEqual(failing);
    });
  });
}
