import { Module } from '@nestjs/common';
import { StoryRepository } from './application/ports/story.repository';
import { StoryLookup } from './application/story-lookup.service';
import { TypeormStoryRepository } from './adapters/persistence/typeorm-story.repository';

/**
 * Story look-ups for other modules: family (the senior's email quotes comments on her stories;
 * delivery depends on it) and the new-story emails. Kept apart from StoriesModule, which depends on delivery for the
 * answer links, so that no module cycle forms.
 */
@Module({
  providers: [{ provide: StoryRepository, useClass: TypeormStoryRepository }, StoryLookup],
  exports: [StoryLookup],
})
export class StoriesLookupModule {}
