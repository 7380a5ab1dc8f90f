import { FamilyStories, FamilyStory } from '../../../src/modules/family/application/ports/family-stories';

export class InMemoryFamilyStories extends FamilyStories {
  private readonly stories = new Map<string, FamilyStory & { deleted: boolean }>();

  /** Tests: a story of a vault, answering `questionText`, untitled unless `title` is given. */
  put(story: Omit<FamilyStory, 'title'> & { title?: string | null }, deleted = false): void {
    this.stories.set(story.id, { ...story, title: story.title ?? null, deleted });
  }

  async liveInVault(vaultId: string, storyId: string): Promise<FamilyStory | null> {
    const found = (await this.liveByIds([storyId]))[0];
    return found && found.vaultId === vaultId ? found : null;
  }

  async liveByIds(ids: string[]): Promise<FamilyStory[]> {
    return [...new Set(ids)].flatMap((id) => {
      const found = this.stories.get(id);
      return found && !found.deleted
        ? [{ id: found.id, vaultId: found.vaultId, questionText: found.questionText, title: found.title }]
        : [];
    });
  }
}
