import { QuestionRepository } from '../../src/modules/question/application/ports/question.repository';
import { PREWRITTEN_QUESTIONS } from '../../src/modules/question/domain/library/prewritten-questions';

const item = (key: string, text: string, starterRank: number | null = null) => ({
  key,
  text,
  category: 'whimsical' as const,
  starterRank,
});

/** `make` gets an owner id that exists (TypeORM needs a real user row for the foreign key). */
export function questionRepositoryContract(
  name: string,
  make: () => Promise<{ repo: QuestionRepository; ownerId: string }>,
) {
  describe(`QuestionRepository contract: ${name}`, () => {
    let repo: QuestionRepository;
    let ownerId: string;
    beforeEach(async () => {
      ({ repo, ownerId } = await make());
    });

    it('inserts, then leaves unchanged, then updates library questions by key', async () => {
      expect(await repo.upsertLibraryQuestion(item('whimsical.a', 'A?', 2))).toBe('inserted');
      expect(await repo.upsertLibraryQuestion(item('whimsical.a', 'A?', 2))).toBe('unchanged');
      expect(await repo.upsertLibraryQuestion(item('whimsical.a', 'A, reworded?', 2))).toBe('updated');
      expect(await repo.upsertLibraryQuestion(item('whimsical.a', 'A, reworded?', null))).toBe('updated');
      const [only] = await repo.listPrewritten();
      expect(only).toMatchObject({
        key: 'whimsical.a',
        text: 'A, reworded?',
        isPrewritten: true,
        ownerId: null,
        starterRank: null,
      });
    });

    it('lists the starter set by rank', async () => {
      await repo.upsertLibraryQuestion(item('whimsical.b', 'B?', 2));
      await repo.upsertLibraryQuestion(item('whimsical.c', 'C?', null));
      await repo.upsertLibraryQuestion(item('whimsical.d', 'D?', 1));
      expect((await repo.listStarterSet()).map((q) => q.key)).toEqual(['whimsical.d', 'whimsical.b']);
    });

    it("lists the library by docs/product.md's category order, then in the library's own order", async () => {
      const library = (key: string) => {
        const question = PREWRITTEN_QUESTIONS.find((q) => q.key === key)!;
        return { ...question, starterRank: null };
      };
      // Alphabetically the categories would go childhood, cultural, family, whimsical, and
      // 'childhood.childhood-home' would come before 'childhood.first-day-of-school'.
      for (const key of [
        'whimsical.superpower',
        'times.first-television',
        'family.holiday-table',
        'childhood.childhood-home',
        'childhood.first-day-of-school',
      ]) {
        await repo.upsertLibraryQuestion(library(key));
      }
      expect((await repo.listPrewritten()).map((q) => q.key)).toEqual([
        'childhood.first-day-of-school',
        'childhood.childhood-home',
        'family.holiday-table',
        'whimsical.superpower',
        'times.first-television',
      ]);
    });

    it('keeps custom questions out of the library and finds them by id', async () => {
      await repo.upsertLibraryQuestion(item('whimsical.e', 'E?'));
      const custom = await repo.createCustom({ text: 'Mine?', ownerId });
      expect(custom).toMatchObject({ text: 'Mine?', category: 'custom', isPrewritten: false, ownerId, key: null });
      expect((await repo.listPrewritten()).map((q) => q.key)).toEqual(['whimsical.e']);
      expect(await repo.findByIds([custom.id, '00000000-0000-4000-8000-000000000000', 'junk'])).toEqual([custom]);
    });
  });
}
