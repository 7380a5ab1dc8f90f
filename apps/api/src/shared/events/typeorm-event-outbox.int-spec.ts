import { eventOutboxContract, migratedDataSource } from '@storyvault/api-testing';
import { domainEvent } from './domain-event';
import { EventHandlers } from './event-handlers';
import { TypeormEventOutbox } from './typeorm-event-outbox';

const db = migratedDataSource();

eventOutboxContract('TypeORM on PostgreSQL', async (handlers) => {
  await db.ds.query('TRUNCATE domain_events CASCADE');
  return new TypeormEventOutbox(db.ds, handlers);
});

describe('TypeormEventOutbox in a transaction', () => {
  it('stores events with the change that raised them, and drops them when it rolls back', async () => {
    const outbox = new TypeormEventOutbox(db.ds, new EventHandlers());
    const kept = domainEvent('FullAccessChanged', { userId: 'a', hasFullAccess: true }, new Date());
    const dropped = domainEvent('FullAccessChanged', { userId: 'b', hasFullAccess: false }, new Date());
    await db.ds.transaction((manager) => outbox.appendIn(manager, [kept]));
    await expect(
      db.ds.transaction(async (manager) => {
        await outbox.appendIn(manager, [dropped]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox.find(kept.id)).toEqual(kept);
    expect(await outbox.find(dropped.id)).toBeNull();
  });
});
