import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { QuestionsController } from './adapters/http/questions.controller';
import { QuestionModule } from './question.module';

/**
 * The question module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [QuestionModule, AuthHttpModule],
  controllers: [QuestionsController],
})
export class QuestionHttpModule {}
