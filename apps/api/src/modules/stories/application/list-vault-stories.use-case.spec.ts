import { vaultKit } from '@storyvault/api-testing';
import { randomUUID } from 'node:crypto';
import { QuestionPhotos } from '../../question/question.public';
import { VaultForbiddenError, VaultNotFoundError } from '../../vault/vault.public';
import { InMemoryStoryRepository } from '../../../../testing/in-memory/stories/in-memory-story.repository';
import { Story } from '../domain/story';
import { InvalidStoryPageError } from '../domain/story-page';
import { ListVaultStories } from './list-vault-stories.use-case';

async function collection() {
  const kit = await vaultKit();
  const { owner, vault } = await kit.roseVault();
  const stories = new InMemoryStoryRepository();
  for (const text of ['The summer we swam in the lake.', 'Grandfather was a lifeguard at the river.']) {
    await stories.save(
      Story.record({
        id: randomUUID(),
        vaultId: vault.id,
        deliveryId: randomUUID(),
        vaultQuestionId: null,
        questionId: null,
        questionText: 'What do you remember of summers?',
        category: null,
        source: 'link',
        fullText: text,
        rawText: text,
        attachments: [],
        at: kit.clock.now(),
      }),
    );
  }
  const list = new ListVaultStories(kit.access, stories, new QuestionPhotos(kit.questionPhotos, kit.media));
  return { list, stories, vault, owner: { id: owner.id, name: 'Ann' } };
}

const search = (words: string[] | null, before: string | null = null) => ({
  words,
  order: 'arrival' as const,
  limit: 20,
  before,
});

describe('ListVaultStories.find', () => {
  it('finds a member the stories that match, each with its snippet', async () => {
    const { list, vault, owner } = await collection();
    const page = await list.find(owner, vault.id, search(['lifeguard']));
    expect(page.stories.map((s) => s.fullText)).toEqual(['Grandfather was a lifeguard at the river.']);
    expect(page.role).toBe('owner');
    expect(page.highlights?.size).toBe(1);
  });

  it('refuses someone with no membership as an unknown vault, even when the search itself fails', async () => {
    const { list, stories, vault } = await collection();
    const stranger = { id: randomUUID(), name: 'Sam' };
    await expect(list.find(stranger, vault.id, search(['lifeguard']))).rejects.toBeInstanceOf(VaultNotFoundError);
    jest.spyOn(stories, 'findPage').mockRejectedValue(new Error('the database went away'));
    await expect(list.find(stranger, vault.id, search(['lifeguard']))).rejects.toBeInstanceOf(VaultNotFoundError);
  });

  it('tells a member a cursor it does not know, and passes on a failed search', async () => {
    const { list, stories, vault, owner } = await collection();
    await expect(list.find(owner, vault.id, search(['summer'], randomUUID()))).rejects.toBeInstanceOf(
      InvalidStoryPageError,
    );
    jest.spyOn(stories, 'findPage').mockRejectedValue(new Error('the database went away'));
    await expect(list.find(owner, vault.id, search(['summer']))).rejects.toThrow('the database went away');
  });

  it("takes the reader's role found with the stories, and refuses a role the permission table refuses", async () => {
    const { list, stories, vault, owner } = await collection();
    const found = await stories.findPage(vault.id, { ...search(['lifeguard']), limit: 21 });
    const findPage = jest.spyOn(stories, 'findPage');
    findPage.mockResolvedValue(found!.map((f) => ({ ...f, readerRole: 'viewer' as const })));
    const page = await list.find(owner, vault.id, search(['lifeguard']));
    expect(page.role).toBe('viewer');
    expect(findPage).toHaveBeenCalledWith(vault.id, expect.objectContaining({ readerId: owner.id }));
    findPage.mockResolvedValue(found!.map((f) => ({ ...f, readerRole: 'nobody' as never })));
    await expect(list.find(owner, vault.id, search(['lifeguard']))).rejects.toBeInstanceOf(VaultForbiddenError);
  });
});
