import { ImagesModule } from '../../shared/images/images.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../../shared/storage/storage.module';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { QuestionModule } from '../question/question.module';
import { VaultModule } from '../vault/vault.module';
import { AnswerByVoice } from './application/answer-by-voice.use-case';
import { AnswerInWriting } from './application/answer-in-writing.use-case';
import { CurateStories } from './application/curate-stories.use-cases';
import { PurgeDeletedStories } from './application/purge-deleted-stories.use-case';
import { ListVaultStories } from './application/list-vault-stories.use-case';
import { OpenAnswerLink } from './application/open-answer-link.use-case';
import { OpenStoryPhoto } from './application/open-story-photo.use-case';
import { OpenStoryRecording } from './application/open-story-recording.use-case';
import { LinkAnswerLog } from './application/ports/link-answer-log';
import { StoryRepository } from './application/ports/story.repository';
import { RecordStory } from './application/record-story.use-case';
import { RecordingReceiver } from './adapters/http/recording-receiver';
import { RespondController } from './adapters/http/respond.controller';
import { StoriesController } from './adapters/http/stories.controller';
import { StoryMediaController } from './adapters/http/story-media.controller';
import { PhotoReceiver } from './adapters/http/photo-receiver';
import { StoryPhotosController } from './adapters/http/story-photos.controller';
import { StoryCurationController } from './adapters/http/story-curation.controller';
import { StoryPhotos } from './application/story-photos.use-cases';
import { StoryAttachmentOrmEntity } from './adapters/persistence/story-attachment.orm-entity';
import { StoryOrmEntity } from './adapters/persistence/story.orm-entity';
import { TypeormLinkAnswerLog } from './adapters/persistence/typeorm-link-answer-log';
import { TypeormStoryRepository } from './adapters/persistence/typeorm-story.repository';
import { TypeormStoryObjectOwner } from './adapters/persistence/typeorm-story-object-owner';

/**
 * The family's stories: recording an answer (from the answer pages, or handed over by the inbound
 * module for an emailed reply), the collection's listing, its recordings and photos, and the photos
 * the family adds; the owner's curating (edits and their history, deleting and restoring).
 */
@Module({
  imports: [
    AuthModule,
    BillingModule,
    VaultModule,
    QuestionModule,
    ImagesModule,
    DeliveryModule,
    StorageModule,
    TypeOrmModule.forFeature([StoryOrmEntity, StoryAttachmentOrmEntity]),
  ],
  controllers: [
    StoriesController,
    StoryCurationController,
    RespondController,
    StoryMediaController,
    StoryPhotosController,
  ],
  providers: [
    TypeormStoryObjectOwner,
    { provide: StoryRepository, useClass: TypeormStoryRepository },
    { provide: LinkAnswerLog, useClass: TypeormLinkAnswerLog },
    {
      provide: RecordingReceiver,
      useFactory: (answerByVoice: AnswerByVoice) => new RecordingReceiver(answerByVoice),
      inject: [AnswerByVoice],
    },
    ListVaultStories,
    RecordStory,
    OpenAnswerLink,
    AnswerInWriting,
    AnswerByVoice,
    OpenStoryRecording,
    OpenStoryPhoto,
    StoryPhotos,
    CurateStories,
    PurgeDeletedStories,
    { provide: PhotoReceiver, useFactory: () => new PhotoReceiver() },
  ],
  exports: [ListVaultStories, RecordStory, PurgeDeletedStories],
})
export class StoriesModule {}
