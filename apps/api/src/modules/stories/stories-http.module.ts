import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { StoriesController } from './adapters/http/stories.controller';
import { StoryCurationController } from './adapters/http/story-curation.controller';
import { StoryMediaController } from './adapters/http/story-media.controller';
import { StoryPhotosController } from './adapters/http/story-photos.controller';
import { PhotoReceiver } from './adapters/http/photo-receiver';
import { StoriesModule } from './stories.module';

/**
 * The stories module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [StoriesModule, AuthHttpModule],
  controllers: [StoriesController, StoryCurationController, StoryMediaController, StoryPhotosController],
  providers: [{ provide: PhotoReceiver, useFactory: () => new PhotoReceiver() }],
})
export class StoriesHttpModule {}
