import { Module } from '@nestjs/common';
import { StorageModule } from '../../shared/storage/storage.module';
import { StoryRepository } from './application/ports/story.repository';
import { StoryLookup } from './application/story-lookup.service';
import { TypeormStoryRepository } from './adapters/persistence/typeorm-story.repository';
import { TranscriptStore } from './application/ports/transcript.store';
import { StoryTranscripts } from './application/story-transcripts.service';
import { TypeormTranscriptStore } from './adapters/persistence/typeorm-transcript.store';
import { StoryArchiveReader } from './application/ports/story-archive.reader';
import { StoryArchive } from './application/story-archive.service';
import { EraseVaultStories } from './application/erase-vault-stories.service';
import { TypeormStoryArchiveReader } from './adapters/persistence/typeorm-story-archive.reader';

/**
 * Story look-ups for other modules: family (the senior's email quotes comments on her stories;
 * delivery depends on it), the new-story emails, the transcripts of voice stories and the keepsakes' reading of a whole vault. Kept apart from StoriesModule, which depends on delivery for the
 * answer links, so that no module cycle forms.
 */
@Module({
  imports: [StorageModule],
  providers: [
    { provide: StoryRepository, useClass: TypeormStoryRepository },
    { provide: TranscriptStore, useClass: TypeormTranscriptStore },
    StoryLookup,
    StoryTranscripts,
    { provide: StoryArchiveReader, useClass: TypeormStoryArchiveReader },
    StoryArchive,
    EraseVaultStories,
  ],
  exports: [StoryLookup, StoryTranscripts, StoryArchive, EraseVaultStories],
})
export class StoriesLookupModule {}
