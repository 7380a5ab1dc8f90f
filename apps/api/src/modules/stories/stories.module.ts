import { ImagesModule } from '../../shared/images/images.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../../shared/storage/storage.module';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { QuestionModule } from '../question/question.module';
import { VaultModule } from '../vault/vault.module';
import { CurateStories } from './application/curate-stories.use-cases';
import { EraseVaultStories } from './application/erase-vault-stories.service';
import { PurgeDeletedStories } from './application/purge-deleted-stories.use-case';
import { ListVaultStories } from './application/list-vault-stories.use-case';
import { OpenStoryPhoto } from './application/open-story-photo.use-case';
import { OpenStoryRecording } from './application/open-story-recording.use-case';
import { StoryArchiveReader } from './application/ports/story-archive.reader';
import { StoryRepository } from './application/ports/story.repository';
import { TranscriptStore } from './application/ports/transcript.store';
import { RecordStory } from './application/record-story.use-case';
import { StoryArchive } from './application/story-archive.service';
import { StoryLookup } from './application/story-lookup.service';
import { StoryTranscripts } from './application/story-transcripts.service';
import { StoryPhotos } from './application/story-photos.use-cases';
import { StoryAttachmentOrmEntity } from './adapters/persistence/story-attachment.orm-entity';
import { StoryOrmEntity } from './adapters/persistence/story.orm-entity';
import { TypeormStoryArchiveReader } from './adapters/persistence/typeorm-story-archive.reader';
import { TypeormStoryRepository } from './adapters/persistence/typeorm-story.repository';
import { TypeormTranscriptStore } from './adapters/persistence/typeorm-transcript.store';
import { TypeormStoryObjectOwner } from './adapters/persistence/typeorm-story-object-owner';

/**
 * The family's stories: recording an answer (handed over by the answers module from the answer
 * pages, or by the inbound module for an emailed reply), the collection's listing, its recordings
 * and photos, and the photos the family adds; the owner's curating (edits and their history,
 * deleting and restoring). Other modules look stories up here too: family (the senior's email
 * quotes comments on her stories), the new-story emails, the transcripts of voice stories and the
 * keepsakes' reading of a whole vault.
 */
@Module({
  imports: [
    AuthModule,
    BillingModule,
    VaultModule,
    QuestionModule,
    ImagesModule,
    StorageModule,
    TypeOrmModule.forFeature([StoryOrmEntity, StoryAttachmentOrmEntity]),
  ],
  providers: [
    TypeormStoryObjectOwner,
    { provide: StoryRepository, useClass: TypeormStoryRepository },
    { provide: TranscriptStore, useClass: TypeormTranscriptStore },
    { provide: StoryArchiveReader, useClass: TypeormStoryArchiveReader },
    ListVaultStories,
    RecordStory,
    OpenStoryRecording,
    OpenStoryPhoto,
    StoryPhotos,
    CurateStories,
    PurgeDeletedStories,
    StoryLookup,
    StoryTranscripts,
    StoryArchive,
    EraseVaultStories,
  ],
  exports: [
    ListVaultStories,
    RecordStory,
    PurgeDeletedStories,
    StoryLookup,
    StoryTranscripts,
    StoryArchive,
    EraseVaultStories,
    CurateStories,
    OpenStoryRecording,
    OpenStoryPhoto,
    StoryPhotos,
  ],
})
export class StoriesModule {}
