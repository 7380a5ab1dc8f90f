import { ResetTokenStore } from '../../src/modules/auth/application/ports/reset-token.store';

const HOUR = 3_600_000;
const hash = (c: string) => c.repeat(64).slice(0, 64);

/** `make` gets a user id that exists (TypeORM needs a real user row for the foreign key). */
export function resetTokenStoreContract(name: string, make: () => Promise<{ store: ResetTokenStore; userId: string }>) {
  describe(`ResetTokenStore contract: ${name}`, () => {
    let store: ResetTokenStore;
    let userId: string;
    const now = new Date('2026-05-01T10:00:00Z');
    beforeEach(async () => {
      ({ store, userId } = await make());
      await store.save({ userId, tokenHash: hash('a'), expiresAt: new Date(now.getTime() + HOUR) });
    });

    it('peeks without using the token up', async () => {
      expect(await store.peek(hash('a'), now)).toBe(userId);
      expect(await store.peek(hash('a'), now)).toBe(userId);
    });

    it('consumes a token once only', async () => {
      expect(await store.consume(hash('a'), now)).toBe(userId);
      expect(await store.consume(hash('a'), now)).toBeNull();
      expect(await store.peek(hash('a'), now)).toBeNull();
    });

    it('gives one winner when the same token is used twice at once', async () => {
      const results = await Promise.all([store.consume(hash('a'), now), store.consume(hash('a'), now)]);
      expect(results.filter((r) => r === userId)).toHaveLength(1);
    });

    it("voids the user's other tokens when one is used, and all of them on demand", async () => {
      await store.save({ userId, tokenHash: hash('b'), expiresAt: new Date(now.getTime() + HOUR) });
      expect(await store.consume(hash('b'), now)).toBe(userId);
      expect(await store.peek(hash('a'), now)).toBeNull();
      expect(await store.consume(hash('a'), now)).toBeNull();

      await store.save({ userId, tokenHash: hash('c'), expiresAt: new Date(now.getTime() + HOUR) });
      await store.voidAll(userId, now);
      expect(await store.consume(hash('c'), now)).toBeNull();
    });

    it('gives one winner when two tokens of one user are used at once', async () => {
      await store.save({ userId, tokenHash: hash('b'), expiresAt: new Date(now.getTime() + HOUR) });
      const results = await Promise.all([store.consume(hash('a'), now), store.consume(hash('b'), now)]);
      expect(results.filter((r) => r === userId)).toHaveLength(1);
    });

    it('refuses an expired or unknown token', async () => {
      expect(await store.consume(hash('a'), new Date(now.getTime() + HOUR))).toBeNull();
      expect(await store.consume(hash('b'), now)).toBeNull();
    });

    it('purges tokens that expired before the cutoff', async () => {
      await store.save({ userId, tokenHash: hash('c'), expiresAt: new Date(now.getTime() - 2 * HOUR) });
      expect(await store.purgeExpired(now)).toBe(1);
      expect(await store.peek(hash('a'), now)).toBe(userId);
    });
  });
}
