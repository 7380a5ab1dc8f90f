import { createHash } from 'node:crypto';
import { ListenLinkStore } from '../../src/modules/keepsakes/application/ports/listen-link.store';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** `make` gets two stories of one vault and one of another, that exist (TypeORM needs them for the foreign keys). */
export function listenLinkStoreContract(
  name: string,
  make: () => Promise<{
    store: ListenLinkStore;
    vaultId: string;
    otherVaultId: string;
    storyIds: [string, string];
    otherStoryId: string;
  }>,
) {
  describe(`ListenLinkStore contract: ${name}`, () => {
    const BOOK = '00000000-0000-4000-8000-0000000000b1';
    const OTHER_BOOK = '00000000-0000-4000-8000-0000000000b2';
    let f: Awaited<ReturnType<typeof make>>;
    beforeEach(async () => {
      f = await make();
    });

    it('finds a live link by its hash, and nothing for another', async () => {
      const link = { tokenHash: hash('one'), vaultId: f.vaultId, storyId: f.storyIds[0], exportId: BOOK };
      await f.store.add(link);
      expect(await f.store.findLive(hash('one'))).toEqual(link);
      expect(await f.store.findLive(hash('two'))).toBeNull();
    });

    it("revokes a book's live links in its vault, counting them; none left is 0, no such book null", async () => {
      await f.store.add({ tokenHash: hash('a'), vaultId: f.vaultId, storyId: f.storyIds[0], exportId: BOOK });
      await f.store.add({ tokenHash: hash('b'), vaultId: f.vaultId, storyId: f.storyIds[1], exportId: BOOK });
      await f.store.add({ tokenHash: hash('c'), vaultId: f.vaultId, storyId: f.storyIds[1], exportId: OTHER_BOOK });
      await f.store.add({ tokenHash: hash('d'), vaultId: f.otherVaultId, storyId: f.otherStoryId, exportId: BOOK });
      expect(await f.store.revokeExport(f.vaultId, BOOK)).toBe(2);
      expect(await f.store.findLive(hash('a'))).toBeNull();
      expect(await f.store.findLive(hash('c'))).not.toBeNull();
      expect(await f.store.findLive(hash('d'))).not.toBeNull();
      expect(await f.store.revokeExport(f.vaultId, BOOK)).toBe(0);
      expect(await f.store.revokeExport(f.vaultId, '00000000-0000-4000-8000-0000000000b9')).toBeNull();
      expect(await f.store.revokeExport(f.vaultId, 'not-an-id')).toBeNull();
    });

    it('forgets the links of one book', async () => {
      await f.store.add({ tokenHash: hash('a'), vaultId: f.vaultId, storyId: f.storyIds[0], exportId: BOOK });
      await f.store.add({ tokenHash: hash('c'), vaultId: f.vaultId, storyId: f.storyIds[1], exportId: OTHER_BOOK });
      await f.store.discardExport(BOOK);
      await f.store.discardExport('not-an-id');
      expect(await f.store.findLive(hash('a'))).toBeNull();
      expect(await f.store.findLive(hash('c'))).not.toBeNull();
    });
  });
}
