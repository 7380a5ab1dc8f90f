import { randomUUID } from 'node:crypto';
import { StoryRepository } from '../../src/modules/stories/application/ports/story.repository';
import { isAddedBy, RecordedAnswer, Story } from '../../src/modules/stories/domain/story';
import { StoryEditConflictError } from '../../src/modules/stories/domain/story.errors';
import { photo, recording, storyRecorder, StoryWorld, T0 } from './story-contract-kit';

export type { StoryWorld } from './story-contract-kit';

/** What every StoryRepository must do, run against the in-memory and the TypeORM adapter alike. */
export function storyRepositoryContract(name: string, make: () => Promise<StoryWorld>) {
  describe(`StoryRepository contract: ${name}`, () => {
    let world: StoryWorld;
    let stories: StoryRepository;
    beforeEach(async () => {
      world = await make();
      stories = world.stories;
    });
    /** A story recorded a second after the last one. */
    const record = storyRecorder(() => world);

    /** Saved one after another: each a newer story than the one before. */
    async function saved(count: number, over: Partial<RecordedAnswer> = {}): Promise<Story[]> {
      const made: Story[] = [];
      for (let i = 0; i < count; i++) made.push(await stories.save(record(over)));
      return made;
    }

    it('saves a recorded story with its files, and finds it as it was saved', async () => {
      const story = record({ files: (id) => [photo(id), recording(id)] });
      const kept = await stories.save(story);
      expect(kept).toBe(story);
      expect(story.changes()).toEqual({
        isNew: false,
        updated: false,
        attachments: [],
        removedAttachments: [],
        revisions: [],
      });
      const found = await stories.findById(story.id);
      expect(found).toEqual(story);
      expect(found).toMatchObject({
        vaultId: world.vaultIds[0],
        deliveryId: world.deliveryId,
        responseType: 'voice',
        mediaKey: `stories/${story.id}/2-recording.wav`,
        tags: ['career_and_work', 'Elm Street', '1952'],
        deletedAt: null,
        revisions: [],
      });
      expect(found!.attachments.map((a) => a.kind)).toEqual(['photo', 'audio']);
      expect(found!.pendingEvents).toEqual([]);
    });

    it('stores the StoryRecorded event with its story; it stays pending on the story for dispatch', async () => {
      const story = record();
      const [event] = story.pendingEvents;
      await stories.save(story);
      expect(await world.outbox.find(event.id)).toEqual(event);
      expect(story.pullEvents()).toEqual([event]);
    });

    it('saves a story from an email once: the same email again answers the story saved then, and stores nothing of it', async () => {
      const first = await stories.save(record({ source: 'email', inboundMessageId: world.inboundMessageIds[0] }));
      const again = record({ source: 'email', inboundMessageId: world.inboundMessageIds[0], fullText: 'Again.' });
      const [event] = again.pendingEvents;
      const kept = await stories.save(again);
      expect(kept).not.toBe(again);
      expect(kept).toMatchObject({ id: first.id, fullText: first.fullText, inboundMessageId: first.inboundMessageId });
      expect(kept.pendingEvents).toEqual([]);
      expect(await stories.findById(again.id)).toBeNull();
      expect(await world.outbox.find(event.id)).toBeNull();
    });

    it("saves a page's send once: the same send id for the same question answers the story saved then; another id is another story", async () => {
      const sendId = randomUUID();
      const first = await stories.save(record({ sendId }));
      const again = record({ sendId, fullText: 'Sent again.' });
      const [event] = again.pendingEvents;
      const kept = await stories.save(again);
      expect(kept).not.toBe(again);
      expect(kept).toMatchObject({ id: first.id, fullText: first.fullText, sendId });
      expect(kept.pendingEvents).toEqual([]);
      expect(await stories.findById(again.id)).toBeNull();
      expect(await world.outbox.find(event.id)).toBeNull();

      const [other, batchAgain] = await stories.saveMany([record({ sendId: randomUUID() }), record({ sendId })]);
      expect(other.id).not.toBe(first.id);
      expect(batchAgain.id).toBe(first.id);
      expect((await stories.findById(first.id))?.sendId).toBe(sendId);

      expect(await stories.sentBefore(world.deliveryId, sendId)).toBe(first.id);
      expect(await stories.sentBefore(world.deliveryId, randomUUID())).toBeNull();
      first.delete(new Date(T0 + 86_400_000));
      await stories.save(first);
      expect(await stories.sentBefore(world.deliveryId, sendId)).toBe(first.id);
    });

    it('saves a batch at once, answering in the order given (a repeated email by the story saved before)', async () => {
      const earlier = await stories.save(record({ inboundMessageId: world.inboundMessageIds[0] }));
      const batch = [
        record({ inboundMessageId: world.inboundMessageIds[1] }),
        record({ inboundMessageId: world.inboundMessageIds[0] }),
        record({ vaultId: world.vaultIds[1], files: (id) => [photo(id)] }),
      ];
      const kept = await stories.saveMany(batch);
      expect(kept.map((s) => s.id)).toEqual([batch[0].id, earlier.id, batch[2].id]);
      expect(await stories.saveMany([])).toEqual([]);
      for (const story of [batch[0], batch[2]])
        expect(await world.outbox.find(story.pendingEvents[0].id)).toEqual(story.pendingEvents[0]);
      expect(await world.outbox.find(batch[1].pendingEvents[0].id)).toBeNull();
      expect((await stories.findById(batch[2].id))?.attachments).toEqual(batch[2].attachments);
    });

    it("lists a vault's stories newest first, without deleted stories or other vaults'", async () => {
      const [s1, s2, s3] = await saved(3);
      await saved(1, { vaultId: world.vaultIds[1] });
      s2.delete(new Date(T0 + 86_400_000));
      await stories.save(s2);
      expect((await stories.listByVault(world.vaultIds[0])).map((s) => s.id)).toEqual([s3.id, s1.id]);
      expect((await stories.listPageByVault(world.vaultIds[0], 1, null))?.map((s) => s.id)).toEqual([s3.id]);
      expect((await stories.listPageByVault(world.vaultIds[0], 5, s3.id))?.map((s) => s.id)).toEqual([s1.id]);
      s2.restore();
      await stories.save(s2);
      expect((await stories.listByVault(world.vaultIds[0])).map((s) => s.id)).toEqual([s3.id, s2.id, s1.id]);
    });

    it('names the live stories among many ids at once, leaving out deleted, unknown and malformed ones', async () => {
      const [a, b, gone] = await saved(3);
      gone.delete(new Date(T0 + 86_400_000));
      await stories.save(gone);
      const refs = await stories.liveRefsByIds([b.id, gone.id, a.id, randomUUID(), 'not-an-id']);
      expect(refs.sort((x, y) => (x.id < y.id ? -1 : 1))).toEqual(
        [a, b]
          .map((s) => ({ id: s.id, vaultId: s.vaultId, questionText: s.questionText, title: s.title }))
          .sort((x, y) => (x.id < y.id ? -1 : 1)),
      );
      expect(await stories.liveRefsByIds([])).toEqual([]);
    });

    it('answers nothing for unknown or malformed ids, and no page after a story of another vault', async () => {
      const [story] = await saved(1);
      expect(await stories.findById(randomUUID())).toBeNull();
      expect(await stories.findById('not-an-id')).toBeNull();
      expect(await stories.listByVault('not-an-id')).toEqual([]);
      expect(await stories.listPageByVault(world.vaultIds[0], 5, 'not-an-id')).toBeNull();
      expect(await stories.listPageByVault(world.vaultIds[1], 5, story.id)).toBeNull();
      expect(await stories.listPageByVault(world.vaultIds[1], 5, null)).toEqual([]);
    });

    it('finds the stories with every word, accents aside, the last one as typed, and marks them', async () => {
      const [kovacs] = await saved(1, { fullText: 'Mrs Kovács ran the bakery on Elm Street.' });
      const [other] = await saved(1, { fullText: 'We swam in the river every summer.' });
      const [gone] = await saved(1, { fullText: 'Mrs Kovács moved away.' });
      gone.delete(new Date(T0 + 86_400_000));
      await stories.save(gone);
      await saved(1, { vaultId: world.vaultIds[1], fullText: 'Kovács again, in another vault.' });
      const find = (words: string[] | null, limit: number | null = 10, before: string | null = null) =>
        stories.findPage(world.vaultIds[0], { words, order: 'arrival', limit, before });
      const found = (await find(['kovacs', 'bak:*']))!;
      expect(found.map((f) => f.story.id)).toEqual([kovacs.id]);
      expect(found[0].highlight).toContain('\u0002Kovács\u0003');
      expect(found[0].highlight).toContain('\u0002bakery\u0003');
      expect((await find(['elm', 'kovacs:*']))!.map((f) => f.story.id)).toEqual([kovacs.id]);
      expect(await find(['kovacs', 'river:*'])).toEqual([]);
      expect(await find([])).toEqual([]);
      // No words: every story, newest first, without a highlight.
      expect((await find(null))!.map((f) => [f.story.id, f.highlight])).toEqual([
        [other.id, undefined],
        [kovacs.id, undefined],
      ]);
      expect(await find(['kovacs'], 10, randomUUID())).toBeNull();
    });

    it('finds each story with its files, as findById reads them, in a search and in the timeline', async () => {
      const story = await stories.save(record({ files: (id) => [photo(id), recording(id)] }));
      story.addPhoto(
        { filename: 'dad.jpg', contentType: 'image/jpeg', sizeBytes: 10, mediaKey: `stories/${story.id}/added-1` },
        { userId: world.userId, name: 'Cleo' },
      );
      await stories.save(story);
      const [bare] = await saved(1, { fullText: 'I sold newspapers at the station.' });
      const files = (await stories.findById(story.id))!.attachments;
      expect(files.map((a) => a.filename)).toEqual(['corner.jpg', 'recording.wav', 'dad.jpg']);
      for (const order of ['arrival', 'period'] as const) {
        const found = (await stories.findPage(world.vaultIds[0], {
          words: ['newspapers'],
          order,
          limit: 10,
          before: null,
        }))!;
        expect(found.map((f) => [f.story.id, f.story.attachments])).toEqual(
          expect.arrayContaining([
            [story.id, files],
            [bare.id, []],
          ]),
        );
        expect(found).toHaveLength(2);
      }
    });

    it('orders by when it happened, a decade before its years, those without a period last, and pages so', async () => {
      const made = await saved(5);
      const periods = ['1962', null, '1960s', '1948', null];
      for (const [i, story] of made.entries())
        if (periods[i]) {
          story.revise({ period: periods[i] }, null, new Date(T0 + 3_600_000));
          await stories.save(story);
        }
      const expected = [made[3], made[2], made[0], made[1], made[4]].map((s) => s.id);
      const page = (before: string | null) =>
        stories.findPage(world.vaultIds[0], { words: null, order: 'period', limit: 2, before });
      const all = (await stories.findPage(world.vaultIds[0], {
        words: null,
        order: 'period',
        limit: null,
        before: null,
      }))!;
      expect(all.map((f) => f.story.id)).toEqual(expected);
      const walked: string[] = [];
      let before: string | null = null;
      for (let i = 0; i < 5; i++) {
        const next: string[] = (await page(before))!.map((f) => f.story.id);
        if (!next.length) break;
        walked.push(...next);
        before = next[next.length - 1];
      }
      expect(walked).toEqual(expected);
    });

    it('saves versions: the story as arrived, then each edit with who and when; rawText as it was', async () => {
      const [story] = await saved(1);
      const owner = { userId: randomUUID(), name: 'Ann' };
      const first = new Date(T0 + 3_600_000);
      const second = new Date(T0 + 7_200_000);
      story.revise({ fullText: 'I sold newspapers on Elm Street.', title: 'Papers', period: '1950s' }, owner, first);
      await stories.save(story);
      const found = (await stories.findById(story.id))!;
      found.revise({ tags: ['Elm Street', 'first job'] }, null, second);
      await stories.save(found);
      expect(await stories.findById(story.id)).toMatchObject({
        title: 'Papers',
        period: '1950s',
        fullText: 'I sold newspapers on Elm Street.',
        rawText: 'I sold newspapers on Elm Street in 1952.',
        tags: ['Elm Street', 'first job'],
        revisions: [
          {
            id: story.id,
            version: 0,
            title: null,
            period: null,
            fullText: 'I sold newspapers on Elm Street in 1952.',
            tags: ['career_and_work', 'Elm Street', '1952'],
            revisedBy: null,
            revisedByName: null,
            revisedAt: story.createdAt,
          },
          {
            version: 1,
            title: 'Papers',
            period: '1950s',
            fullText: 'I sold newspapers on Elm Street.',
            revisedBy: owner.userId,
            revisedByName: 'Ann',
            revisedAt: first,
          },
          { version: 2, tags: ['Elm Street', 'first job'], revisedBy: null, revisedAt: second },
        ],
      });
      // The listing shows the story as revised.
      expect((await stories.listByVault(world.vaultIds[0]))[0]).toMatchObject({
        title: 'Papers',
        tags: ['Elm Street', 'first job'],
      });
    });

    it('refuses an edit made from a version another edit already followed; the first stands', async () => {
      const [story] = await saved(1);
      const first = (await stories.findById(story.id))!;
      const second = (await stories.findById(story.id))!;
      first.revise({ title: 'First' }, null, new Date(T0 + 1_000));
      await stories.save(first);
      second.revise({ title: 'Second' }, null, new Date(T0 + 2_000));
      await expect(stories.save(second)).rejects.toThrow(StoryEditConflictError);
      const found = (await stories.findById(story.id))!;
      expect(found.title).toBe('First');
      expect(found.revisions.map((r) => r.version)).toEqual([0, 1]);
      // From the version that stands, the next edit goes through.
      found.revise({ title: 'Second' }, null, new Date(T0 + 3_000));
      await stories.save(found);
      expect((await stories.findById(story.id))!.title).toBe('Second');
    });

    it('lists the deleted stories, and purges those deleted long enough with their files first', async () => {
      const [kept, due, live] = await saved(3);
      kept.delete(new Date(T0 + 2 * 86_400_000));
      due.delete(new Date(T0 + 86_400_000));
      await stories.saveMany([kept, due]);
      expect((await stories.listDeletedByVault(world.vaultIds[0])).map((s) => s.id)).toEqual([kept.id, due.id]);
      const removed: string[] = [];
      const failing = stories.purgeDeleted(new Date(T0 + 86_400_000), 10, async () => {
        throw new Error('store down');
      });
      await expect(failing).rejects.toThrow('store down');
      expect(await stories.findById(due.id)).not.toBeNull();
      expect(
        await stories.purgeDeleted(new Date(T0 + 86_400_000), 10, async (story) => {
          removed.push(story.id);
        }),
      ).toBe(1);
      expect(removed).toEqual([due.id]);
      expect(await stories.findById(due.id)).toBeNull();
      expect(await stories.findById(kept.id)).not.toBeNull();
      expect(await stories.findById(live.id)).not.toBeNull();
      expect(await stories.purgeDeleted(new Date(T0 + 86_400_000), 10, async () => undefined)).toBe(0);
    });

    it('saves a deleted mark, found by id still, and its removal', async () => {
      const [story] = await saved(1);
      const at = new Date(T0 + 86_400_000);
      story.delete(at);
      await stories.save(story);
      expect((await stories.findById(story.id))?.deletedAt).toEqual(at);
      const found = (await stories.findById(story.id))!;
      found.restore();
      await stories.save(found);
      expect((await stories.findById(story.id))?.deletedAt).toBeNull();
    });

    it('saves a file attached to a saved story; a first recording makes it a voice story', async () => {
      const [story] = await saved(1);
      expect(story.responseType).toBe('written');
      const attached = story.attachMedia(recording(story.id, 1));
      await stories.save(story);
      expect(await stories.findById(story.id)).toMatchObject({
        responseType: 'voice',
        mediaKey: attached.mediaKey,
        attachments: [attached],
      });
    });

    it('saves a photo the family added with who added it, and its removal; the answer’s files stay', async () => {
      const story = await stories.save(record({ files: (id) => [photo(id)] }));
      const key = (n: number) => `stories/${story.id}/added-${n}`;
      const by = { userId: world.userId, name: 'Cleo' };
      const first = story.addPhoto(
        { filename: 'dad.jpg', contentType: 'image/jpeg', sizeBytes: 10, mediaKey: key(1) },
        by,
      );
      const second = story.addPhoto(
        { filename: 'mum.png', contentType: 'image/png', sizeBytes: 20, mediaKey: key(2) },
        by,
      );
      await stories.save(story);
      const found = (await stories.findById(story.id))!;
      expect(found.attachments.map((a) => [a.filename, a.addedBy ?? null])).toEqual([
        ['corner.jpg', null],
        ['dad.jpg', by],
        ['mum.png', by],
      ]);
      expect(found.attachments[1]).toEqual(first);
      found.removeAddedPhoto(second.id, (photo) => isAddedBy(photo, world.userId));
      await stories.save(found);
      expect(found.changes().removedAttachments).toEqual([]);
      expect((await stories.findById(story.id))!.attachments.map((a) => a.filename)).toEqual(['corner.jpg', 'dad.jpg']);
    });
  });
}
