import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../../shared/storage/storage.module';
import { AuthModule } from '../auth/auth.module';
import { CreateCustomQuestion } from './application/create-custom-question.use-case';
import { QuestionPhotoStore } from './application/ports/question-photo.store';
import { QuestionRepository } from './application/ports/question.repository';
import { QuestionPhotos } from './application/question-photos.service';
import { QuestionCatalog } from './application/question-catalog.service';
import { SeedQuestionLibrary } from './application/seed-question-library.use-case';
import { QuestionOrmEntity } from './adapters/persistence/question.orm-entity';
import { TypeormQuestionPhotoObjectOwner } from './adapters/persistence/typeorm-question-photo-object-owner';
import { TypeormQuestionPhotoStore } from './adapters/persistence/typeorm-question-photo.store';
import { TypeormQuestionRepository } from './adapters/persistence/typeorm-question.repository';

@Module({
  imports: [AuthModule, StorageModule, TypeOrmModule.forFeature([QuestionOrmEntity])],
  providers: [
    { provide: QuestionRepository, useClass: TypeormQuestionRepository },
    { provide: QuestionPhotoStore, useClass: TypeormQuestionPhotoStore },
    QuestionPhotos,
    TypeormQuestionPhotoObjectOwner,
    QuestionCatalog,
    CreateCustomQuestion,
    SeedQuestionLibrary,
  ],
  exports: [QuestionCatalog, SeedQuestionLibrary, CreateCustomQuestion, QuestionPhotos],
})
export class QuestionModule {}
