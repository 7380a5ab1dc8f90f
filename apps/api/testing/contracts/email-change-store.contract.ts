import { EmailChangeStore } from '../../src/modules/auth/application/ports/email-change.store';
import { UserRepository } from '../../src/modules/auth/application/ports/user.repository';

/** What every EmailChangeStore must do, run against the in-memory and the TypeORM adapter alike. */
export function emailChangeStoreContract(
  name: string,
  make: () => Promise<{ store: EmailChangeStore; users: UserRepository }>,
) {
  describe(`EmailChangeStore contract: ${name}`, () => {
    const now = new Date('2026-05-01T09:00:00Z');
    const tomorrow = new Date('2026-05-02T09:00:00Z');
    const hash = (c: string) => c.repeat(64);

    it('gives a link once, not after it expires, and only the latest of a user', async () => {
      const { store, users } = await make();
      const ann = await users.create({
        name: 'Ann',
        email: 'ann@example.com',
        passwordHash: 'h',
        hasFullAccess: false,
      });
      await store.save({ userId: ann.id, newEmail: 'one@example.com', tokenHash: hash('a'), expiresAt: tomorrow }, now);
      await store.save({ userId: ann.id, newEmail: 'two@example.com', tokenHash: hash('b'), expiresAt: tomorrow }, now);
      expect(await store.consume(hash('a'), now)).toBeNull();
      expect(await store.consume(hash('b'), tomorrow)).toBeNull();
      expect(await store.consume(hash('b'), now)).toEqual({ userId: ann.id, newEmail: 'two@example.com' });
      expect(await store.consume(hash('b'), now)).toBeNull();
      expect(await store.consume(hash('c'), now)).toBeNull();
    });
  });
}
