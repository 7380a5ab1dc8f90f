import { CommentRepository } from '../../src/modules/family/application/ports/comment.repository';

/** `make` gets a vault with two stories and two users that exist (TypeORM needs them for the foreign keys). */
export function commentRepositoryContract(
  name: string,
  make: () => Promise<{
    repo: CommentRepository;
    vaultId: string;
    otherVaultId: string;
    storyIds: [string, string];
    otherStoryId: string;
    userIds: [string, string];
  }>,
) {
  describe(`CommentRepository contract: ${name}`, () => {
    let f: Awaited<ReturnType<typeof make>>;
    beforeEach(async () => {
      f = await make();
    });
    const add = (storyId: string, text: string, authorId = f.userIds[0], vaultId = f.vaultId) =>
      f.repo.add({ vaultId, storyId, authorId, text });

    it('reads a story’s comments a page at a time, the newest page first, each page oldest first', async () => {
      const written = [];
      for (const text of ['a', 'b', 'c', 'd', 'e']) written.push(await add(f.storyIds[0], text));
      await add(f.storyIds[1], 'elsewhere');
      const newest = await f.repo.pageByStory(f.storyIds[0], 2, null);
      expect(newest).toEqual({ comments: [written[3], written[4]], hasEarlier: true, total: 5 });
      const middle = await f.repo.pageByStory(f.storyIds[0], 2, written[3].id);
      expect(middle.comments.map((c) => c.text)).toEqual(['b', 'c']);
      expect(middle.hasEarlier).toBe(true);
      expect(await f.repo.pageByStory(f.storyIds[0], 2, written[1].id)).toEqual({
        comments: [written[0]],
        hasEarlier: false,
        total: 5,
      });
      expect((await f.repo.pageByStory(f.storyIds[1], 2, written[3].id)).comments).toEqual([]);
      expect(await f.repo.countByStory(f.storyIds[0])).toBe(5);
      expect(await f.repo.countByStory('not-an-id')).toBe(0);
    });

    it('tells an author’s recent comments in a vault, newest first, at most the limit’s number', async () => {
      for (const text of ['a', 'b', 'c']) await add(f.storyIds[0], text);
      await add(f.storyIds[1], 'by the other', f.userIds[1]);
      const recent = await f.repo.recentByAuthor(f.vaultId, f.userIds[0], { max: 2, windowMs: 60_000 });
      expect(recent.times).toHaveLength(2);
      expect(recent.times[0].getTime()).toBeGreaterThanOrEqual(recent.times[1].getTime());
      expect(recent.now.getTime()).toBeGreaterThanOrEqual(recent.times[0].getTime());
      expect((await f.repo.recentByAuthor(f.otherVaultId, f.userIds[0], { max: 2, windowMs: 60_000 })).times).toEqual(
        [],
      );
    });

    it('adds, finds and lists a story’s comments oldest first', async () => {
      const first = await add(f.storyIds[0], 'Lovely');
      const second = await add(f.storyIds[0], 'I remember that lake', f.userIds[1]);
      await add(f.storyIds[1], 'Another story');
      expect(first).toEqual({
        id: expect.any(String),
        vaultId: f.vaultId,
        storyId: f.storyIds[0],
        authorId: f.userIds[0],
        text: 'Lovely',
        createdAt: expect.any(Date),
      });
      expect(await f.repo.findById(first.id)).toEqual(first);
      expect((await f.repo.listByStory(f.storyIds[0])).map((c) => c.text)).toEqual([first.text, second.text]);
      expect(await f.repo.findById('not-an-id')).toBeNull();
      expect(await f.repo.listByStory('not-an-id')).toEqual([]);
    });

    it('removes once', async () => {
      const c = await add(f.storyIds[0], 'Gone soon');
      expect(await f.repo.remove(c.id)).toBe(true);
      expect(await f.repo.remove(c.id)).toBe(false);
      expect(await f.repo.remove('not-an-id')).toBe(false);
      expect(await f.repo.findById(c.id)).toBeNull();
    });

    it('gives each window’s newest comments of its vault, up to a number a vault, newest first', async () => {
      const made = [];
      for (const text of ['one', 'two', 'three', 'four']) made.push(await add(f.storyIds[0], text));
      const elsewhere = await add(f.otherStoryId, 'other vault', f.userIds[1], f.otherVaultId);
      const after = new Date(Math.max(...[...made, elsewhere].map((c) => c.createdAt.getTime())) + 1);
      const found = await f.repo.newestInWindows(
        [
          { vaultId: f.vaultId, since: made[1].createdAt, until: after },
          { vaultId: f.otherVaultId, since: null, until: after },
        ],
        2,
      );
      expect(found.map((c) => c.text).sort()).toEqual(['four', 'other vault', 'three']);
      const times = found.map((c) => c.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // The window ends before `until`, and starts at `since` included. A Date holds milliseconds
      // and PostgreSQL microseconds, so two comments made within one millisecond (a fast machine)
      // fall on the same side of a bound taken from either: the expected set follows the times.
      const [since, until] = [made[1].createdAt, made[3].createdAt];
      const inWindow = made.filter((c) => c.createdAt >= since && c.createdAt < until).map((c) => c.text);
      expect(inWindow).toContain('two');
      expect(
        (await f.repo.newestInWindows([{ vaultId: f.vaultId, since, until }], 9)).map((c) => c.text).sort(),
      ).toEqual(inWindow.sort());
      expect(await f.repo.newestInWindows([], 3)).toEqual([]);
    });
  });
}
