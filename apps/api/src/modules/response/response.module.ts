import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { AuthModule } from '../auth/auth.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { QuestionModule } from '../question/question.module';
import { VaultModule } from '../vault/vault.module';
import { AnswerByVoice } from './application/answer-by-voice.use-case';
import { AnswerInWriting } from './application/answer-in-writing.use-case';
import { AttributeReply } from './application/attribute-reply.service';
import { InboundStatus } from './application/inbound-status.use-case';
import { FinishInterruptedInbound } from './application/finish-interrupted-inbound.use-case';
import { IngestInboundMessage } from './application/ingest-inbound-message.use-case';
import { ListVaultStories } from './application/list-vault-stories.use-case';
import { ManageInbound } from './application/manage-inbound.use-case';
import { PollMailbox } from './application/poll-mailbox.use-case';
import { InboundMessageStore } from './application/ports/inbound-message.store';
import { InboundStatsReader } from './application/ports/inbound-stats.reader';
import { LinkAnswerLog } from './application/ports/link-answer-log';
import { MailboxReaderFactory } from './application/ports/mailbox-reader';
import { MessageParser } from './application/ports/message-parser';
import { MediaStore } from './application/ports/media-store';
import { OpenAnswerLink } from './application/open-answer-link.use-case';
import { OpenStoryPhoto } from './application/open-story-photo.use-case';
import { OpenStoryRecording } from './application/open-story-recording.use-case';
import { StoryRepository } from './application/ports/story.repository';
import { RecordStory } from './application/record-story.use-case';
import { TellOwnerOfLeftOutFiles } from './application/tell-owner-of-left-out-files.service';
import { StoriesController } from './adapters/http/stories.controller';
import { RecordingReceiver } from './adapters/http/recording-receiver';
import { RespondController } from './adapters/http/respond.controller';
import { StoryMediaController } from './adapters/http/story-media.controller';
import { ImapflowMailboxReaderFactory } from './adapters/imapflow/imapflow-mailbox-reader.factory';
import { MailparserMessageParser } from './adapters/mailparser/mailparser-message-parser';
import { TypeormInboundMessageStore } from './adapters/persistence/typeorm-inbound-message.store';
import { TypeormInboundStatsReader } from './adapters/persistence/typeorm-inbound-stats.reader';
import { TypeormLinkAnswerLog } from './adapters/persistence/typeorm-link-answer-log';
import { LocalDiskMediaStore } from './adapters/local-disk/local-disk-media.store';
import { StoryAttachmentOrmEntity } from './adapters/persistence/story-attachment.orm-entity';
import { StoryOrmEntity } from './adapters/persistence/story.orm-entity';
import { TypeormStoryRepository } from './adapters/persistence/typeorm-story.repository';

@Module({
  imports: [
    AuthModule,
    VaultModule,
    QuestionModule,
    DeliveryModule,
    TypeOrmModule.forFeature([StoryOrmEntity, StoryAttachmentOrmEntity]),
  ],
  controllers: [StoriesController, RespondController, StoryMediaController],
  providers: [
    { provide: StoryRepository, useClass: TypeormStoryRepository },
    {
      provide: MediaStore,
      useFactory: (config: AppConfig) => new LocalDiskMediaStore(join(config.dataDir, 'media')),
      inject: [AppConfig],
    },
    { provide: InboundMessageStore, useClass: TypeormInboundMessageStore },
    { provide: LinkAnswerLog, useClass: TypeormLinkAnswerLog },
    {
      provide: RecordingReceiver,
      useFactory: (config: AppConfig, answerByVoice: AnswerByVoice) =>
        new RecordingReceiver(join(config.dataDir, 'uploads'), answerByVoice),
      inject: [AppConfig, AnswerByVoice],
    },
    { provide: InboundStatsReader, useClass: TypeormInboundStatsReader },
    { provide: MessageParser, useClass: MailparserMessageParser },
    { provide: MailboxReaderFactory, useClass: ImapflowMailboxReaderFactory },
    ListVaultStories,
    RecordStory,
    TellOwnerOfLeftOutFiles,
    AttributeReply,
    IngestInboundMessage,
    PollMailbox,
    FinishInterruptedInbound,
    ManageInbound,
    OpenAnswerLink,
    AnswerInWriting,
    AnswerByVoice,
    OpenStoryRecording,
    OpenStoryPhoto,
    InboundStatus,
  ],
  exports: [
    ListVaultStories,
    RecordStory,
    IngestInboundMessage,
    PollMailbox,
    FinishInterruptedInbound,
    ManageInbound,
    MailboxReaderFactory,
    InboundStatus,
  ],
})
export class ResponseModule {}
