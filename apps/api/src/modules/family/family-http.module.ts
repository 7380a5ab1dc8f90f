import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { StoryCommentsController } from './adapters/http/story-comments.controller';
import { SuggestionsController } from './adapters/http/suggestions.controller';
import { FamilyModule } from './family.module';

/**
 * The family module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [FamilyModule, AuthHttpModule],
  controllers: [StoryCommentsController, SuggestionsController],
})
export class FamilyHttpModule {}
