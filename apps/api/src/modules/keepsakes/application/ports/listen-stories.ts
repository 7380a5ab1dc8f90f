import type { Readable } from 'node:stream';
import type { Language } from '@storyvault/contracts';

/** What a listen page shows of a voice story. */
export interface ListenStory {
  vaultId: string;
  title: string;
  question: string;
  text: string;
  /** The original recording, as it was received; null when the story has none. */
  recording: { mediaKey: string; contentType: string } | null;
}

/** Port: the stories and vaults a listen link opens (other modules', read with no member to check). */
export abstract class ListenStories {
  /** The story when it exists and is not deleted. */
  abstract story(storyId: string): Promise<ListenStory | null>;
  /** Who tells the vault's stories, and the vault's language (the listen page's words are in it). */
  abstract teller(vaultId: string): Promise<{ seniorName: string; language: Language } | null>;
}

/** A recording to play: its size and type, and its bytes (all, or a range). */
export interface ListenRecording {
  contentType: string;
  size: number;
  read(range?: { start: number; end: number }): Promise<Readable>;
}
