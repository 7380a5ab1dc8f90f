import { UserRepository } from '../../src/modules/auth/application/ports/user.repository';
import { EmailTakenError } from '../../src/modules/auth/domain/auth.errors';
import { domainEvent } from '../../src/shared/events/domain-event';
import { EventOutbox } from '../../src/shared/events/event-outbox';

const newUser = (email: string) => ({ name: 'Ann Smith', email, passwordHash: 'hash-1', hasFullAccess: false });

/**
 * What every UserRepository must do, run against the in-memory and the TypeORM adapter alike;
 * `outbox` is where the repository stores the events of its changes.
 */
export function userRepositoryContract(
  name: string,
  make: () => Promise<{ users: UserRepository; outbox: EventOutbox }>,
) {
  describe(`UserRepository contract: ${name}`, () => {
    let users: UserRepository;
    let outbox: EventOutbox;
    beforeEach(async () => {
      ({ users, outbox } = await make());
    });

    it('creates a user with an id, a creation time and the email normalised', async () => {
      const created = await users.create(newUser('  Ann@Example.COM '));
      expect(created.id).toEqual(expect.any(String));
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(created.email).toBe('ann@example.com');
      expect(await users.findById(created.id)).toMatchObject({ name: 'Ann Smith', email: 'ann@example.com' });
    });

    it("keeps a person's language: English unless given, the one given, then the one chosen", async () => {
      const ann = await users.create(newUser('ann@example.com'));
      expect(ann.language).toBe('en');
      const emma = await users.create({ ...newUser('emma@example.com'), language: 'de' });
      expect(emma.language).toBe('de');
      expect((await users.findById(emma.id))?.language).toBe('de');
      expect(await users.setLanguage(ann.id, 'nl')).toBe(true);
      expect((await users.findByIds([ann.id, emma.id])).map((u) => u.language).sort()).toEqual(['de', 'nl']);
      expect(await users.setLanguage('00000000-0000-4000-8000-000000000000', 'fr')).toBe(false);
    });

    it('refuses a second user with the same email in another case', async () => {
      await users.create(newUser('ann@example.com'));
      await expect(users.create(newUser('ANN@example.com'))).rejects.toBeInstanceOf(EmailTakenError);
    });

    it('finds by email whatever the case, and answers null for strangers', async () => {
      const created = await users.create(newUser('ann@example.com'));
      expect((await users.findByEmail('Ann@EXAMPLE.com'))?.id).toBe(created.id);
      expect(await users.findByEmail('bob@example.com')).toBeNull();
      expect(await users.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await users.findById('not-an-id')).toBeNull();
    });

    it('finds several by id at once, skipping strangers and malformed ids', async () => {
      const ann = await users.create(newUser('ann@example.com'));
      const bob = await users.create(newUser('bob@example.com'));
      const stranger = '00000000-0000-4000-8000-000000000000';
      const found = await users.findByIds([bob.id, ann.id, bob.id, 'not-an-id', stranger]);
      expect(found.map((u) => u.email).sort()).toEqual(['ann@example.com', 'bob@example.com']);
      expect(await users.findByIds([])).toEqual([]);
    });

    it('changes the password hash and full access', async () => {
      const created = await users.create(newUser('ann@example.com'));
      await users.updatePasswordHash(created.id, 'hash-2');
      await users.setFullAccess(created.id, true);
      expect(await users.findById(created.id)).toMatchObject({ passwordHash: 'hash-2', hasFullAccess: true });
    });

    it('stores the events of a change of full access with it', async () => {
      const created = await users.create(newUser('ann@example.com'));
      const changed = domainEvent(
        'FullAccessChanged',
        { userId: created.id, hasFullAccess: true },
        new Date('2026-05-01T09:00:00Z'),
      );
      await users.setFullAccess(created.id, true, [changed]);
      expect(await users.findById(created.id)).toMatchObject({ hasFullAccess: true });
      expect(await outbox.find(changed.id)).toEqual(changed);
    });

    it('changes the email, normalised, and refuses one another account has', async () => {
      const ann = await users.create(newUser('ann@example.com'));
      await users.create(newUser('bob@example.com'));
      await users.updateEmail(ann.id, ' Ann.New@Example.com');
      expect((await users.findByEmail('ann.new@example.com'))?.id).toBe(ann.id);
      expect(await users.findByEmail('ann@example.com')).toBeNull();
      await expect(users.updateEmail(ann.id, 'BOB@example.com')).rejects.toBeInstanceOf(EmailTakenError);
    });

    it('schedules a deletion with its event, undoes it once, and deletes only a due account', async () => {
      const now = new Date('2026-05-01T09:00:00Z');
      const later = new Date('2026-05-31T09:00:00Z');
      const ann = await users.create(newUser('ann@example.com'));
      expect((await users.findById(ann.id))!.deleteAfter ?? null).toBeNull();
      const requested = domainEvent(
        'AccountDeletionRequested',
        { userId: ann.id, at: now.toISOString(), deleteAfter: later.toISOString() },
        now,
      );
      await users.scheduleDeletion(ann.id, later, [requested]);
      expect((await users.findById(ann.id))!.deleteAfter).toEqual(later);
      expect(await outbox.find(requested.id)).toEqual(requested);
      expect(await users.dueForDeletion(now, 10)).toEqual([]);
      expect(await users.dueForDeletion(later, 10)).toEqual([ann.id]);
      expect(await users.deleteIfDue(ann.id, now, [])).toBe(false);

      const undone = domainEvent('AccountDeletionUndone', { userId: ann.id, at: now.toISOString() }, now);
      expect(await users.undoDeletion(ann.id, [undone])).toBe(true);
      expect(await users.undoDeletion(ann.id, [])).toBe(false);
      expect(await outbox.find(undone.id)).toEqual(undone);
      expect(await users.deleteIfDue(ann.id, later, [])).toBe(false);

      await users.scheduleDeletion(ann.id, later, []);
      const deleted = domainEvent('AccountDeleted', { userId: ann.id, at: later.toISOString() }, later);
      expect(await users.deleteIfDue(ann.id, later, [deleted])).toBe(true);
      expect(await users.findById(ann.id)).toBeNull();
      expect(await outbox.find(deleted.id)).toEqual(deleted);
      expect(await users.deleteIfDue(ann.id, later, [])).toBe(false);
    });
  });
}
