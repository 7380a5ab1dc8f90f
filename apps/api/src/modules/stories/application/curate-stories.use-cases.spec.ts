import { eventKit, vaultKit } from '@storyvault/api-testing';
import { randomUUID } from 'node:crypto';
import { SubscriptionEndedError, SubscriptionStanding } from '../../billing/billing.public';
import { VaultNotFoundError } from '../../vault/vault.public';
import { QuestionPhotos } from '../../question/question.public';
import { InMemoryStoryRepository } from '../../../../testing/in-memory/stories/in-memory-story.repository';
import { Story } from '../domain/story';
import { StoryNotFoundError } from '../domain/story-photo';
import { CurateStories } from './curate-stories.use-cases';

const DAY = 24 * 60 * 60 * 1000;

async function collection() {
  const kit = await vaultKit();
  const { owner, vault } = await kit.roseVault();
  const viewer = { id: randomUUID(), name: 'Vic' };
  kit.vaults.addMember(vault.id, viewer.id, 'viewer');
  const stories = new InMemoryStoryRepository();
  const story = Story.record({
    id: randomUUID(),
    vaultId: vault.id,
    deliveryId: randomUUID(),
    vaultQuestionId: null,
    questionId: null,
    questionText: 'Where did you grow up?',
    category: null,
    source: 'link',
    fullText: 'By the lake.',
    rawText: 'By the lake.',
    attachments: [],
    at: kit.clock.now(),
  });
  await stories.save(story);
  // The billing standing, as the use case asks for it: ended or not, for whichever owner.
  const standing = { ended: false };
  const { bus } = eventKit(kit.clock);
  const curate = new CurateStories(
    kit.access,
    stories,
    { ended: async () => standing.ended } as unknown as SubscriptionStanding,
    kit.clock,
    bus,
    new QuestionPhotos(kit.questionPhotos, kit.media),
  );
  return { kit, curate, stories, standing, vault, storyId: story.id, owner: { id: owner.id, name: 'Ann' }, viewer };
}

describe('CurateStories', () => {
  it('edits, keeps the versions newest first with the original last, and restores one as a new version', async () => {
    const { curate, vault, storyId, owner, kit } = await collection();
    await curate.edit(owner, vault.id, storyId, { title: 'The lake', period: '1960s' });
    kit.clock.advance(DAY);
    await curate.edit(owner, vault.id, storyId, { fullText: 'By Lake Tahoe.' });
    const history = await curate.history(owner, vault.id, storyId);
    expect(history.map((r) => [r.version, r.title, r.fullText, r.revisedByName])).toEqual([
      [2, 'The lake', 'By Lake Tahoe.', 'Ann'],
      [1, 'The lake', 'By the lake.', 'Ann'],
      [0, null, 'By the lake.', null],
    ]);
    const restored = await curate.restoreRevision(owner, vault.id, storyId, storyId);
    expect(restored).toMatchObject({ title: null, period: null, fullText: 'By the lake.' });
    expect((await curate.history(owner, vault.id, storyId)).map((r) => r.version)).toEqual([3, 2, 1, 0]);
  });

  it('refuses a viewer (403) and a stranger (404), and any change once the subscription ended', async () => {
    const { curate, vault, storyId, owner, viewer, standing } = await collection();
    await expect(curate.edit(viewer, vault.id, storyId, { title: 'Mine' })).rejects.toMatchObject({
      code: 'VAULT_FORBIDDEN',
    });
    await expect(curate.delete({ id: randomUUID() }, vault.id, storyId)).rejects.toThrow(VaultNotFoundError);
    standing.ended = true;
    await expect(curate.edit(owner, vault.id, storyId, { title: 'x' })).rejects.toThrow(SubscriptionEndedError);
    await expect(curate.delete(owner, vault.id, storyId)).rejects.toThrow(SubscriptionEndedError);
    await expect(curate.restore(owner, vault.id, storyId)).rejects.toThrow(SubscriptionEndedError);
    // Reading stays.
    expect(await curate.history(owner, vault.id, storyId)).toHaveLength(1);
    expect(await curate.deleted(owner, vault.id)).toEqual([]);
  });

  it('deletes into Recently deleted for 30 days; restorable until then, gone from the list after', async () => {
    const { curate, vault, storyId, owner, kit } = await collection();
    await curate.delete(owner, vault.id, storyId);
    await expect(curate.edit(owner, vault.id, storyId, { title: 'x' })).rejects.toThrow(StoryNotFoundError);
    expect((await curate.deleted(owner, vault.id)).map((s) => s.id)).toEqual([storyId]);
    await curate.restore(owner, vault.id, storyId);
    expect(await curate.deleted(owner, vault.id)).toEqual([]);
    await curate.delete(owner, vault.id, storyId);
    kit.clock.advance(30 * DAY);
    expect(await curate.deleted(owner, vault.id)).toEqual([]);
    await expect(curate.restore(owner, vault.id, storyId)).rejects.toThrow(StoryNotFoundError);
  });
});
