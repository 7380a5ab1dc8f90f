import { createTestDatabase, eventOutboxContract, TestDatabase } from '@storyvault/api-testing';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { domainEvent } from './domain-event';
import { EventHandlers } from './event-handlers';
import { TypeormEventOutbox } from './typeorm-event-outbox';

let db: TestDatabase;
let ds: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  ds = await new DataSource(typeOrmOptions(db.url)).initialize();
});
afterAll(async () => {
  await ds.destroy();
  await db.drop();
});

eventOutboxContract('TypeORM on PostgreSQL', async (handlers) => {
  await ds.query('TRUNCATE domain_events CASCADE');
  return new TypeormEventOutbox(ds, handlers);
});

describe('TypeormEventOutbox in a transaction', () => {
  it('stores events with the change that raised them, and drops them when it rolls back', async () => {
    const outbox = new TypeormEventOutbox(ds, new EventHandlers());
    const kept = domainEvent('FullAccessChanged', { userId: 'a', hasFullAccess: true }, new Date());
    const dropped = domainEvent('FullAccessChanged', { userId: 'b', hasFullAccess: false }, new Date());
    await ds.transaction((manager) => outbox.appendIn(manager, [kept]));
    await expect(
      ds.transaction(async (manager) => {
        await outbox.appendIn(manager, [dropped]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox.find(kept.id)).toEqual(kept);
    expect(await outbox.find(dropped.id)).toBeNull();
  });
});
