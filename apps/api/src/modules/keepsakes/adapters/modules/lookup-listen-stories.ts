import { Injectable } from '@nestjs/common';
import type { Language } from '@storyvault/contracts';
import { StoryLookup } from '../../../stories/stories.public';
import { VaultDirectory } from '../../../vault/vault.public';
import { ListenStories, ListenStory } from '../../application/ports/listen-stories';

/** ListenStories on the stories module's look-up and the vault directory. */
@Injectable()
export class LookupListenStories extends ListenStories {
  constructor(
    private readonly lookup: StoryLookup,
    private readonly vaults: VaultDirectory,
  ) {
    super();
  }

  async story(storyId: string): Promise<ListenStory | null> {
    const story = (await this.lookup.byIds([storyId])).get(storyId);
    if (!story) return null;
    const key = story.mediaKey;
    const declared = key ? story.attachments.find((a) => a.mediaKey === key)?.contentType : undefined;
    return {
      vaultId: story.vaultId,
      title: story.heading,
      question: story.questionText,
      text: story.text.text,
      recording: key ? { mediaKey: key, contentType: declared ?? 'audio/wav' } : null,
    };
  }

  async teller(vaultId: string): Promise<{ seniorName: string; language: Language } | null> {
    const vault = await this.vaults.byId(vaultId);
    return vault ? { seniorName: vault.seniorName, language: vault.language } : null;
  }
}
