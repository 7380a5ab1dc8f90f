import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CreateCustomQuestion } from './application/create-custom-question.use-case';
import { QuestionRepository } from './application/ports/question.repository';
import { QuestionCatalog } from './application/question-catalog.service';
import { SeedQuestionLibrary } from './application/seed-question-library.use-case';
import { QuestionsController } from './adapters/http/questions.controller';
import { QuestionOrmEntity } from './adapters/persistence/question.orm-entity';
import { TypeormQuestionRepository } from './adapters/persistence/typeorm-question.repository';

@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([QuestionOrmEntity])],
  controllers: [QuestionsController],
  providers: [
    { provide: QuestionRepository, useClass: TypeormQuestionRepository },
    QuestionCatalog,
    CreateCustomQuestion,
    SeedQuestionLibrary,
  ],
  exports: [QuestionCatalog, SeedQuestionLibrary, CreateCustomQuestion],
})
export class QuestionModule {}
