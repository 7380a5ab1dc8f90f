import { Module } from '@nestjs/common';
import { ImagesModule } from '../../shared/images/images.module';
import { StorageModule } from '../../shared/storage/storage.module';
import { AuthModule } from '../auth/auth.module';
import { QuestionModule } from '../question/question.module';
import { VaultModule } from '../vault/vault.module';
import { PhotoQuestions } from './application/photo-questions.use-cases';
import { WaitingPhotoQuestions } from './application/waiting-photo-questions.use-cases';

/**
 * Questions with a photo ("Tell us about this photo"): the upload, its copies, and a
 * contributor's question waiting for the owner. It sits above both modules it joins: the photo
 * and its question are the question module's (`question_photos`, `QuestionPhotos`), the queue
 * and who may add are the vault's (`VaultQueue`, `VaultAccess`). The vault reads questions, so
 * this flow cannot live in `question` without a cycle (docs/decisions/0912-photo-questions-module.md).
 */
@Module({
  imports: [AuthModule, QuestionModule, VaultModule, StorageModule, ImagesModule],
  providers: [PhotoQuestions, WaitingPhotoQuestions],
  exports: [PhotoQuestions, WaitingPhotoQuestions],
})
export class PhotoQuestionsModule {}
