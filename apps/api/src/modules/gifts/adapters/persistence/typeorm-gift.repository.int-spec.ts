import { migratedDataSource } from '@storyvault/api-testing';
import { randomUUID } from 'node:crypto';
import { NewGift } from '../../domain/gift';
import { TypeormGiftRepository } from './typeorm-gift.repository';

const db = migratedDataSource();

const newGift = (over: Partial<NewGift> = {}): NewGift => ({
  leadId: 7,
  checkoutSessionId: `cs_${randomUUID()}`,
  giverName: 'Ann Smith',
  giverEmail: 'ann@example.com',
  seniorName: 'Rose Smith',
  seniorEmail: null,
  startDate: '2027-01-04',
  timeZone: 'Europe/London',
  message: 'Happy birthday, Mum.\nTell me everything.',
  welcomeCode: randomUUID().replace(/-/g, ''),
  ...over,
});

describe('TypeormGiftRepository (PostgreSQL)', () => {
  const repo = () => new TypeormGiftRepository(db.ds);
  beforeEach(() => db.ds.query('TRUNCATE gifts'));

  it('keeps a gift as given, found by its checkout, its day a calendar date', async () => {
    const given = newGift();
    const created = await repo().create(given);
    expect(created).toMatchObject({ ...given, paidAt: null, cardSentAt: null, giverId: null, vaultId: null });
    expect(await repo().findByCheckout(given.checkoutSessionId)).toEqual(created);
    expect(await repo().findById(created.id)).toEqual(created);
    expect(await repo().findById('not-a-uuid')).toBeNull();
    expect(await repo().findByCheckout('cs_unknown')).toBeNull();
  });

  it('opens the welcome page by its code only once paid, and marks paid once', async () => {
    const gift = await repo().create(newGift());
    expect(await repo().findPaidByWelcomeCode(gift.welcomeCode)).toBeNull();
    expect(await repo().markPaid(gift.id, new Date('2026-11-27T12:00:00Z'))).toBe(true);
    expect(await repo().markPaid(gift.id, new Date('2026-11-28T12:00:00Z'))).toBe(false);
    expect((await repo().findPaidByWelcomeCode(gift.welcomeCode))?.paidAt).toEqual(new Date('2026-11-27T12:00:00Z'));
    expect(await repo().findPaidByWelcomeCode("x' OR '1'='1")).toBeNull();
  });

  it('lists a giver’s gifts newest first, and keeps the first vault made', async () => {
    const giverId = randomUUID();
    const first = await repo().create(newGift());
    const second = await repo().create(newGift());
    const vaultId = randomUUID();
    await repo().setGiverAndVault(first.id, giverId, vaultId);
    await repo().setGiverAndVault(first.id, giverId, randomUUID());
    await repo().setGiverAndVault(second.id, giverId, null);
    const listed = await repo().listByGiver(giverId);
    expect(listed.map((g) => g.id)).toEqual([second.id, first.id]);
    expect(listed[1].vaultId).toBe(vaultId);
    expect(await repo().listByGiver(randomUUID())).toEqual([]);
  });
});
