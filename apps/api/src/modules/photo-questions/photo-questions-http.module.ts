import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { PhotoQuestionsController } from './adapters/http/photo-questions.controller';
import { PhotoQuestionReceiver } from './adapters/http/photo-question-receiver';
import { PhotoQuestionsModule } from './photo-questions.module';

/**
 * The photo-questions module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [PhotoQuestionsModule, AuthHttpModule],
  controllers: [PhotoQuestionsController],
  providers: [PhotoQuestionReceiver],
})
export class PhotoQuestionsHttpModule {}
