import { vaultKit } from '@storyvault/api-testing';

describe("VaultInsights: the feed in the reader's language", () => {
  it('writes each line in the reader’s language, and shows a line without details as it was stored', async () => {
    const kit = await vaultKit();
    const { owner, vault } = await kit.roseVault();
    // A line written before the facts were kept.
    kit.activities.entries.push({
      id: 'old-line',
      vaultId: vault.id,
      type: 'story_received',
      description: 'Rose shared a story',
      details: null,
      createdAt: new Date(kit.clock.now().getTime() + 60_000),
    });
    const feed = async (language: 'en' | 'de') =>
      (await kit.insights.activityFeed({ ...owner, language }, vault.id)).map((a) => a.description);
    expect(await feed('de')).toEqual(['Rose shared a story', 'Die Sammlung für Rose ist fertig, mit 20 Fragen']);
    expect(await feed('en')).toEqual(['Rose shared a story', "Rose's vault is ready with 20 questions"]);
  });
});
