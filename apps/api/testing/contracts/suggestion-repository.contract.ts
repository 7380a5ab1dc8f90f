import { SuggestionRepository } from '../../src/modules/family/application/ports/suggestion.repository';

/** `make` gets two vaults and a user that exist (TypeORM needs them for the foreign keys). */
export function suggestionRepositoryContract(
  name: string,
  make: () => Promise<{ repo: SuggestionRepository; vaultId: string; otherVaultId: string; userId: string }>,
) {
  describe(`SuggestionRepository contract: ${name}`, () => {
    let f: Awaited<ReturnType<typeof make>>;
    beforeEach(async () => {
      f = await make();
    });
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 10, minute));
    const add = (text: string, minute: number, vaultId = f.vaultId) =>
      f.repo.add({ vaultId, authorId: f.userId, text, createdAt: at(minute) });

    it('adds open suggestions and lists a vault’s open ones oldest first', async () => {
      const later = await add('Later?', 5);
      const earlier = await add('Earlier?', 1);
      await add('Elsewhere?', 0, f.otherVaultId);
      expect(earlier).toEqual({
        id: expect.any(String),
        vaultId: f.vaultId,
        authorId: f.userId,
        text: 'Earlier?',
        status: 'open',
        createdAt: at(1),
        decidedAt: null,
      });
      expect((await f.repo.listOpen(f.vaultId)).map((s) => s.id)).toEqual([earlier.id, later.id]);
      expect(await f.repo.findOpen(f.vaultId, later.id)).toEqual(later);
      expect(await f.repo.findOpen(f.otherVaultId, later.id)).toBeNull();
      expect(await f.repo.findOpen(f.vaultId, 'not-an-id')).toBeNull();
    });

    it('decides an open suggestion once, only in its vault, and opens it again', async () => {
      const s = await add('What was your first car?', 1);
      expect(await f.repo.decide(f.otherVaultId, s.id, 'accepted', at(2))).toBe(false);
      expect(await f.repo.decide(f.vaultId, s.id, 'accepted', at(2))).toBe(true);
      expect(await f.repo.decide(f.vaultId, s.id, 'dismissed', at(3))).toBe(false);
      expect(await f.repo.decide(f.vaultId, 'not-an-id', 'dismissed', at(3))).toBe(false);
      expect(await f.repo.findOpen(f.vaultId, s.id)).toBeNull();
      expect(await f.repo.listOpen(f.vaultId)).toEqual([]);
      await f.repo.reopen(f.vaultId, s.id);
      expect(await f.repo.findOpen(f.vaultId, s.id)).toEqual(s);
    });

    it('lets one of two concurrent decisions win', async () => {
      const s = await add('Who taught you to swim?', 1);
      const outcomes = await Promise.all([
        f.repo.decide(f.vaultId, s.id, 'accepted', at(2)),
        f.repo.decide(f.vaultId, s.id, 'dismissed', at(2)),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    });
  });
}
