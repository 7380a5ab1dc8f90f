import { familyKit, vaultKit } from '@storyvault/api-testing';

/** Rose's vault with Ann as owner, Emma a contributor and Vic a viewer, and one story. */
async function setUp() {
  const kit = await vaultKit();
  const ann = { id: 'ann', name: 'Ann Smith', hasFullAccess: false };
  const { vault } = await kit.saveVault.create(ann, {
    seniorName: 'Rose Smith',
    seniorEmail: 'rose@example.com',
    deliveryMethod: 'email',
    frequency: 2,
    sendIntroEmail: false,
    isSetupComplete: true,
  });
  kit.vaults.addMember(vault.id, 'emma', 'contributor');
  kit.vaults.addMember(vault.id, 'vic', 'viewer');
  const family = familyKit(kit);
  family.names.set('ann', 'Ann Smith');
  family.names.set('emma', 'Emma Jones');
  family.names.set('vic', 'Vic Viewer');
  family.stories.put({ id: 'lake', vaultId: vault.id, questionText: 'Where did you spend your summers?' });
  return { kit, family, vaultId: vault.id };
}

describe('StoryComments', () => {
  it('lists oldest first with the author’s current name and whether the reader may delete', async () => {
    const { kit, family, vaultId } = await setUp();
    await family.storyComments.post({ id: 'ann' }, vaultId, 'lake', 'First');
    kit.clock.advance(1000);
    await family.storyComments.post({ id: 'vic' }, vaultId, 'lake', ' Second ');
    family.names.set('vic', 'Victor Viewer');
    const asVic = await family.storyComments.list({ id: 'vic' }, vaultId, 'lake');
    expect(asVic.comments.map((c) => [c.comment.text, c.authorName, c.canDelete])).toEqual([
      ['First', 'Ann Smith', false],
      ['Second', 'Victor Viewer', true],
    ]);
  });

  it('refuses empty and too long comments, and stories not in the vault or deleted', async () => {
    const { family, vaultId } = await setUp();
    const post = (text: string, story = 'lake') => family.storyComments.post({ id: 'emma' }, vaultId, story, text);
    await expect(post('\n \r\n')).rejects.toMatchObject({ code: 'INVALID_COMMENT' });
    await expect(post('x'.repeat(2001))).rejects.toMatchObject({ code: 'INVALID_COMMENT' });
    await expect(post('😀'.repeat(2000))).resolves.toBeDefined();
    await expect(post('Hi', 'elsewhere')).rejects.toMatchObject({ code: 'STORY_NOT_FOUND' });
    family.stories.put({ id: 'gone', vaultId, questionText: 'Q?' }, true);
    await expect(post('Hi', 'gone')).rejects.toMatchObject({ code: 'STORY_NOT_FOUND' });
    await expect(family.storyComments.post({ id: 'stranger' }, vaultId, 'lake', 'Hi')).rejects.toMatchObject({
      code: 'VAULT_NOT_FOUND',
    });
  });

  it('lets authors delete their own and the owner any, and no one else', async () => {
    const { family, vaultId } = await setUp();
    const byEmma = await family.storyComments.post({ id: 'emma' }, vaultId, 'lake', 'Mine');
    const byVic = await family.storyComments.post({ id: 'vic' }, vaultId, 'lake', 'His');
    await expect(family.storyComments.remove({ id: 'vic' }, vaultId, 'lake', byEmma.comment.id)).rejects.toMatchObject({
      code: 'VAULT_FORBIDDEN',
    });
    await family.storyComments.remove({ id: 'emma' }, vaultId, 'lake', byEmma.comment.id);
    await family.storyComments.remove({ id: 'ann' }, vaultId, 'lake', byVic.comment.id);
    await expect(family.storyComments.remove({ id: 'ann' }, vaultId, 'lake', byVic.comment.id)).rejects.toMatchObject({
      code: 'COMMENT_NOT_FOUND',
    });
  });
});

describe('SuggestedQuestions', () => {
  it('takes contributors’ questions, lists them to the owner, and accepts one at the end of the queue once', async () => {
    const { kit, family, vaultId } = await setUp();
    await expect(family.suggested.suggest({ id: 'vic' }, vaultId, 'Q?')).rejects.toMatchObject({
      code: 'VAULT_FORBIDDEN',
    });
    const { suggestion } = await family.suggested.suggest({ id: 'emma' }, vaultId, ' Who taught you   to swim? ');
    expect(suggestion.text).toBe('Who taught you to swim?');
    await expect(family.suggested.listOpen({ id: 'emma' }, vaultId)).rejects.toMatchObject({ code: 'VAULT_FORBIDDEN' });
    expect((await family.suggested.listOpen({ id: 'ann' }, vaultId)).map((s) => s.suggestedByName)).toEqual([
      'Emma Jones',
    ]);
    const before = await kit.queue.list({ id: 'ann' }, vaultId);
    const added = await family.suggested.accept({ id: 'ann' }, vaultId, suggestion.id);
    expect(added).toMatchObject({ isCustom: true, question: { text: 'Who taught you to swim?', ownerId: 'ann' } });
    expect(added.order).toBeGreaterThan(Math.max(...before.map((q) => q.order)));
    expect((await kit.queue.list({ id: 'ann' }, vaultId)).at(-1)?.id).toBe(added.id);
    await expect(family.suggested.accept({ id: 'ann' }, vaultId, suggestion.id)).rejects.toMatchObject({
      code: 'SUGGESTION_NOT_FOUND',
    });
    expect(await family.suggested.listOpen({ id: 'ann' }, vaultId)).toEqual([]);
  });

  it('keeps a suggestion open when its question cannot be added, and dismisses once', async () => {
    const { kit, family, vaultId } = await setUp();
    const { suggestion } = await family.suggested.suggest({ id: 'ann' }, vaultId, 'What was your first car?');
    jest.spyOn(kit.queue, 'add').mockRejectedValueOnce(new Error('database down'));
    await expect(family.suggested.accept({ id: 'ann' }, vaultId, suggestion.id)).rejects.toThrow('database down');
    expect((await family.suggested.listOpen({ id: 'ann' }, vaultId)).map((s) => s.suggestion.id)).toEqual([
      suggestion.id,
    ]);
    await family.suggested.dismiss({ id: 'ann' }, vaultId, suggestion.id);
    await expect(family.suggested.dismiss({ id: 'ann' }, vaultId, suggestion.id)).rejects.toMatchObject({
      code: 'SUGGESTION_NOT_FOUND',
    });
  });
});

describe('CommentsForSenior', () => {
  it('quotes up to three of the window’s comments, one an author first, oldest first, on live stories, with their titles', async () => {
    const { kit, family, vaultId } = await setUp();
    const start = kit.clock.now();
    const say = async (who: string, text: string, story = 'lake') => {
      kit.clock.advance(60_000);
      await family.storyComments.post({ id: who }, vaultId, story, text);
    };
    await say('emma', 'before the window');
    const since = new Date(kit.clock.now().getTime() + 1);
    await say('emma', 'e1');
    await say('emma', 'e2');
    await say('emma', 'e3');
    family.stories.put({ id: 'bakery', vaultId, questionText: 'What was your first job?', title: 'The bakery' });
    await say('vic', 'v1', 'bakery');
    family.stories.put({ id: 'gone', vaultId, questionText: 'Deleted?' });
    await say('ann', 'on a story deleted since', 'gone');
    family.stories.put({ id: 'gone', vaultId, questionText: 'Deleted?' }, true);
    const until = new Date(kit.clock.now().getTime() + 1);
    await say('ann', 'after the window');

    const quoted = await family.forSenior.newSince(vaultId, since, until);
    expect(quoted.map((c) => [c.authorName, c.text, c.storyQuestion, c.storyTitle])).toEqual([
      ['Emma Jones', 'e2', 'Where did you spend your summers?', null],
      ['Emma Jones', 'e3', 'Where did you spend your summers?', null],
      ['Vic Viewer', 'v1', 'What was your first job?', 'The bakery'],
    ]);
    expect((await family.forSenior.newSince(vaultId, null, since)).map((c) => c.text)).toEqual(['before the window']);
    expect(await family.forSenior.newSince(vaultId, until, new Date(until.getTime() + 1))).toEqual([]);
    expect(start.getTime()).toBeLessThan(since.getTime());
  });
});
