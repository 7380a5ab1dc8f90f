import { QuestionPhotoStore } from '../../src/modules/question/application/ports/question-photo.store';
import { QuestionPhoto } from '../../src/modules/question/domain/question-photo';

export interface QuestionPhotoStoreFixture {
  store: QuestionPhotoStore;
  vaultId: string;
  otherVaultId: string;
  /** A new (custom) question; answers its id. */
  newQuestion(): Promise<string>;
}

export function questionPhotoStoreContract(name: string, make: () => Promise<QuestionPhotoStoreFixture>) {
  describe(`QuestionPhotoStore contract: ${name}`, () => {
    const photo = (f: QuestionPhotoStoreFixture, questionId: string, vaultId = f.vaultId): QuestionPhoto => ({
      questionId,
      vaultId,
      mediaPrefix: `question-photos/${vaultId}/${questionId}`,
      width: 1200,
      height: 1800,
      addedBy: null,
      createdAt: new Date('2026-05-04T08:00:00Z'),
      waiting: false,
    });

    it('finds a question’s photo in its vault only', async () => {
      const f = await make();
      const questionId = await f.newQuestion();
      await f.store.add(photo(f, questionId));
      expect(await f.store.find(f.vaultId, questionId)).toEqual(photo(f, questionId));
      expect(await f.store.find(f.otherVaultId, questionId)).toBeNull();
    });

    it('finds the photos of many (vault, question) pairs at once, each in its vault only', async () => {
      const f = await make();
      const [a, b, c] = [await f.newQuestion(), await f.newQuestion(), await f.newQuestion()];
      await f.store.add(photo(f, a));
      await f.store.add(photo(f, c, f.otherVaultId));
      const found = await f.store.findMany([
        { vaultId: f.vaultId, questionId: a },
        { vaultId: f.vaultId, questionId: b },
        { vaultId: f.vaultId, questionId: c },
        { vaultId: f.otherVaultId, questionId: c },
        { vaultId: 'not-an-id', questionId: 'not-an-id' },
      ]);
      const key = (p: QuestionPhoto) => `${p.vaultId}/${p.questionId}`;
      expect(found.map(key).sort()).toEqual([key(photo(f, a)), key(photo(f, c, f.otherVaultId))].sort());
      expect(await f.store.findMany([])).toEqual([]);
    });

    it('tells which of some questions have a photo in the vault', async () => {
      const f = await make();
      const [a, b, c] = [await f.newQuestion(), await f.newQuestion(), await f.newQuestion()];
      await f.store.add(photo(f, a));
      await f.store.add(photo(f, c, f.otherVaultId));
      expect(await f.store.withPhotos(f.vaultId, [a, b, c])).toEqual(new Set([a]));
      expect(await f.store.withPhotos(f.vaultId, [])).toEqual(new Set());
    });

    it('holds waiting photo questions until they are released (once) or removed (once)', async () => {
      const f = await make();
      const [a, b, c] = [await f.newQuestion(), await f.newQuestion(), await f.newQuestion()];
      await f.store.add({ ...photo(f, a), waiting: true });
      await f.store.add({ ...photo(f, b), waiting: true, createdAt: new Date('2026-05-04T09:00:00Z') });
      await f.store.add(photo(f, c));
      expect((await f.store.listWaiting(f.vaultId)).map((p) => p.questionId)).toEqual([a, b]);
      expect(await f.store.listWaiting(f.otherVaultId)).toEqual([]);
      expect(await f.store.release(f.otherVaultId, a)).toBe(false);
      expect(await f.store.release(f.vaultId, a)).toBe(true);
      expect(await f.store.release(f.vaultId, a)).toBe(false);
      expect(await f.store.find(f.vaultId, a)).toMatchObject({ waiting: false });
      expect(await f.store.removeWaiting(f.vaultId, a)).toBeNull();
      expect(await f.store.removeWaiting(f.vaultId, c)).toBeNull();
      expect(await f.store.removeWaiting(f.vaultId, b)).toMatchObject({ questionId: b, waiting: true });
      expect(await f.store.find(f.vaultId, b)).toBeNull();
      expect(await f.store.listWaiting(f.vaultId)).toEqual([]);
      expect(await f.store.release('not-an-id', 'not-an-id')).toBe(false);
      expect(await f.store.removeWaiting('not-an-id', 'not-an-id')).toBeNull();
    });

    it('keeps one photo a question, and answers nothing for unknown or malformed ids', async () => {
      const f = await make();
      const questionId = await f.newQuestion();
      await f.store.add(photo(f, questionId));
      await expect(f.store.add(photo(f, questionId))).rejects.toThrow();
      expect(await f.store.find(f.vaultId, '00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await f.store.find('not-an-id', 'not-an-id')).toBeNull();
      expect(await f.store.withPhotos('not-an-id', ['not-an-id'])).toEqual(new Set());
    });
  });
}
