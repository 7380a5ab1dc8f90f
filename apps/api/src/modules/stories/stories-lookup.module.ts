import { Module } from '@nestjs/common';
import { StoryRepository } from './application/ports/story.repository';
import { StoryLookup } from './application/story-lookup.service';
import { TypeormStoryRepository } from './adapters/persistence/typeorm-story.repository';
import { TranscriptStore } from './application/ports/transcript.store';
import { StoryTranscripts } from './application/story-transcripts.service';
import { TypeormTranscriptStore } from './adapters/persistence/typeorm-transcript.store';

/**
 * Story look-ups for other modules: family (the senior's email quotes comments on her stories;
 * delivery depends on it), the new-story emails and the transcripts of voice stories. Kept apart from StoriesModule, which depends on delivery for the
 * answer links, so that no module cycle forms.
 */
@Module({
  providers: [
    { provide: StoryRepository, useClass: TypeormStoryRepository },
    { provide: TranscriptStore, useClass: TypeormTranscriptStore },
    StoryLookup,
    StoryTranscripts,
  ],
  exports: [StoryLookup, StoryTranscripts],
})
export class StoriesLookupModule {}
