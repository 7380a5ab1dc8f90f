import {
  NotificationStore,
  NewNotification,
} from '../../src/modules/notifications/application/ports/notification.store';

export interface NotificationStoreFixture {
  store: NotificationStore;
  vaultId: string;
  /** Three people of the vault. */
  userIds: string[];
  /** Three stories of the vault. */
  storyIds: string[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = new Date('2026-06-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const keys = (rows: Array<{ storyId: string; userId: string }>) => rows.map((r) => `${r.storyId}/${r.userId}`).sort();

export function notificationStoreContract(name: string, make: () => Promise<NotificationStoreFixture>) {
  describe(`NotificationStore contract: ${name}`, () => {
    const row = (f: NotificationStoreFixture, story: number, user: number, mode: 'each' | 'weekly', when = T0) =>
      ({
        storyId: f.storyIds[story],
        userId: f.userIds[user],
        vaultId: f.vaultId,
        mode,
        createdAt: when,
      }) satisfies NewNotification;

    it('keeps each person’s choice per vault, every story when never chosen', async () => {
      const f = await make();
      const [ann, bo] = f.userIds;
      expect(await f.store.choiceOf(f.vaultId, ann)).toBe('each');
      expect(await f.store.setChoice(f.vaultId, ann, 'weekly', T0)).toBe(true);
      expect(await f.store.setChoice(f.vaultId, bo, 'none', T0)).toBe(true);
      expect(await f.store.setChoice(f.vaultId, bo, 'weekly', at(MINUTE))).toBe(true);
      expect(await f.store.choiceOf(f.vaultId, ann)).toBe('weekly');
      expect(await f.store.choicesIn(f.vaultId)).toEqual(
        new Map([
          [ann, 'weekly'],
          [bo, 'weekly'],
        ]),
      );
      // Back to the default: as if never chosen.
      expect(await f.store.setChoice(f.vaultId, bo, 'each', at(2 * MINUTE))).toBe(true);
      expect(await f.store.choiceOf(f.vaultId, bo)).toBe('each');
      expect(await f.store.choicesIn(f.vaultId)).toEqual(new Map([[ann, 'weekly']]));
      // Many vaults in one read: a vault where no one chose (or unknown, or malformed) is absent.
      const none = '00000000-0000-4000-8000-000000000000';
      expect(await f.store.choicesInVaults([f.vaultId, none, 'not-an-id'])).toEqual(
        new Map([[f.vaultId, new Map([[ann, 'weekly']])]]),
      );
      expect(await f.store.choicesInVaults([])).toEqual(new Map());
    });

    it('claims a story’s own emails once, each with a Message-ID it keeps when claimed again after its claim ran out', async () => {
      const f = await make();
      await f.store.add([row(f, 0, 0, 'each'), row(f, 0, 1, 'each'), row(f, 0, 2, 'weekly'), row(f, 1, 0, 'each')]);
      // A row is added once: the second time changes nothing.
      await f.store.add([row(f, 0, 0, 'weekly')]);
      const first = await f.store.claimStory(f.storyIds[0], T0, at(5 * MINUTE));
      expect(keys(first)).toEqual(keys([row(f, 0, 0, 'each'), row(f, 0, 1, 'each')]));
      expect(first.every((r) => r.mode === 'each' && r.vaultId === f.vaultId)).toBe(true);
      expect(new Set(first.map((r) => r.messageId)).size).toBe(2);
      expect(first[0].messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
      // Held: nobody else gets them, not even a minute later.
      expect(await f.store.claimStory(f.storyIds[0], at(MINUTE), at(6 * MINUTE))).toEqual([]);
      // The worker died: once the claim ran out they are taken again, with the same Message-IDs.
      const again = await f.store.claimStory(f.storyIds[0], at(5 * MINUTE), at(10 * MINUTE));
      expect(again.map((r) => [r.userId, r.messageId]).sort()).toEqual(
        first.map((r) => [r.userId, r.messageId]).sort(),
      );
    });

    it('sends, skips and gives back claimed rows', async () => {
      const f = await make();
      await f.store.add([row(f, 0, 0, 'each'), row(f, 0, 1, 'each'), row(f, 0, 2, 'each')]);
      const [sent, skipped, failed] = await f.store.claimStory(f.storyIds[0], T0, at(MINUTE));
      await f.store.markSent([sent], at(MINUTE / 2));
      await f.store.skip([skipped]);
      await f.store.release([failed]);
      const later = await f.store.claimStory(f.storyIds[0], at(DAY), at(DAY + MINUTE));
      expect(later.map((r) => [r.userId, r.messageId])).toEqual([[failed.userId, failed.messageId]]);
      await f.store.markSent(later, at(DAY));
      expect(await f.store.claimStory(f.storyIds[0], at(2 * DAY), at(3 * DAY))).toEqual([]);
      expect(await f.store.leftBehind(at(3 * DAY), at(3 * DAY))).toEqual([]);
    });

    it('never gives one row to two claims made at once', async () => {
      const f = await make();
      const all = f.storyIds.flatMap((_, s) => f.userIds.map((_u, u) => row(f, s, u, 'each')));
      await f.store.add(all);
      const claims = await Promise.all(
        f.storyIds.flatMap((storyId) => [1, 2, 3].map(() => f.store.claimStory(storyId, T0, at(MINUTE)))),
      );
      const taken = claims.flat();
      expect(keys(taken)).toEqual(keys(all));
    });

    it('finds a story’s emails left behind: pending since before the cut, or claimed and run out', async () => {
      const f = await make();
      await f.store.add([row(f, 0, 0, 'each', T0), row(f, 1, 0, 'each', at(DAY)), row(f, 2, 0, 'weekly', T0)]);
      expect(await f.store.leftBehind(at(MINUTE), at(MINUTE))).toEqual([f.storyIds[0]]);
      await f.store.claimStory(f.storyIds[0], at(MINUTE), at(2 * MINUTE));
      expect(await f.store.leftBehind(at(MINUTE), at(MINUTE))).toEqual([]);
      expect(await f.store.leftBehind(at(MINUTE), at(2 * MINUTE))).toEqual([f.storyIds[0]]);
    });

    it('gives a weekly digest once its oldest story is old enough, all its stories under one Message-ID, once', async () => {
      const f = await make();
      const [ann, bo] = f.userIds;
      await f.store.add([
        row(f, 0, 0, 'weekly', T0),
        row(f, 1, 0, 'weekly', at(3 * DAY)),
        row(f, 0, 1, 'weekly', at(2 * DAY)),
        row(f, 1, 1, 'each', T0),
      ]);
      expect(await f.store.dueDigests(at(-MINUTE), T0)).toEqual([]);
      expect(await f.store.dueDigests(T0, T0)).toEqual([{ vaultId: f.vaultId, userId: ann }]);
      expect(await f.store.dueDigests(at(2 * DAY), T0)).toEqual([
        { vaultId: f.vaultId, userId: ann },
        { vaultId: f.vaultId, userId: bo },
      ]);
      const now = at(7 * DAY);
      const digest = await f.store.claimDigest(f.vaultId, ann, now, at(7 * DAY + MINUTE));
      expect(digest.map((r) => r.storyId)).toEqual([f.storyIds[0], f.storyIds[1]]);
      expect(new Set(digest.map((r) => r.messageId)).size).toBe(1);
      expect(await f.store.claimDigest(f.vaultId, ann, now, at(8 * DAY))).toEqual([]);
      expect(await f.store.dueDigests(now, now)).toEqual([{ vaultId: f.vaultId, userId: bo }]);

      // A story arrives while the digest's worker dies: the digest goes again as it was, then the new story alone.
      await f.store.add([row(f, 2, 0, 'weekly', at(7 * DAY))]);
      const again = await f.store.claimDigest(f.vaultId, ann, at(7 * DAY + MINUTE), at(7 * DAY + 2 * MINUTE));
      expect(again.map((r) => [r.storyId, r.messageId])).toEqual(digest.map((r) => [r.storyId, r.messageId]));
      await f.store.markSent(again, at(7 * DAY + MINUTE));
      const next = await f.store.claimDigest(f.vaultId, ann, at(14 * DAY), at(15 * DAY));
      expect(next.map((r) => r.storyId)).toEqual([f.storyIds[2]]);
      expect(next[0].messageId).not.toBe(digest[0].messageId);
    });

    it('never gives one digest to two claims made at once', async () => {
      const f = await make();
      await f.store.add(f.storyIds.map((_, s) => row(f, s, 0, 'weekly')));
      const claims = await Promise.all(
        [1, 2, 3, 4].map(() => f.store.claimDigest(f.vaultId, f.userIds[0], at(7 * DAY), at(8 * DAY))),
      );
      expect(claims.filter((c) => c.length).map((c) => c.length)).toEqual([3]);
    });
  });
}
