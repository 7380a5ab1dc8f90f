import { Injectable } from '@nestjs/common';
import { StoryLookup } from '../../../stories/stories.public';
import { FamilyStories, FamilyStory } from '../../application/ports/family-stories';

/** FamilyStories on the stories module's public look-up. */
@Injectable()
export class StoryLookupFamilyStories extends FamilyStories {
  constructor(private readonly lookup: StoryLookup) {
    super();
  }

  liveInVault(vaultId: string, storyId: string): Promise<FamilyStory | null> {
    return this.lookup.liveInVault(vaultId, storyId);
  }

  liveByIds(ids: string[]): Promise<FamilyStory[]> {
    return this.lookup.liveByIds(ids);
  }
}
