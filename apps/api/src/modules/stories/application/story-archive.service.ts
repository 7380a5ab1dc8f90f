import { Injectable } from '@nestjs/common';
import { ArchivedStory, StoryArchiveReader } from './ports/story-archive.reader';

/**
 * What the keepsakes read of a vault's stories: all of them (deleted ones left out), oldest first,
 * with their files and revisions, read a page at a time so any vault is read in constant memory.
 */
@Injectable()
export class StoryArchive {
  constructor(private readonly reader: StoryArchiveReader) {}

  count(vaultId: string): Promise<number> {
    return this.reader.count(vaultId);
  }

  /** Whether a book's cover may be this photo: one of the vault's stories' photos. */
  hasPhoto(vaultId: string, attachmentId: string): Promise<boolean> {
    return this.reader.hasPhoto(vaultId, attachmentId);
  }

  /** Whether a book may hold these stories: every one is a story of the vault, not deleted. */
  async holdsAll(vaultId: string, storyIds: readonly string[]): Promise<boolean> {
    const unique = [...new Set(storyIds)];
    return (await this.reader.countOf(vaultId, unique)) === unique.length;
  }

  async *stories(vaultId: string, pageSize = 50): AsyncGenerator<ArchivedStory> {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const page = await this.reader.page(vaultId, after, pageSize);
      yield* page;
      if (page.length < pageSize) return;
      const last = page[page.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
}
