import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventBus } from '../../shared/events/event-bus';
import { AuthModule } from '../auth/auth.module';
import { ImagesModule } from '../../shared/images/images.module';
import { StorageModule } from '../../shared/storage/storage.module';
import { QuestionModule } from '../question/question.module';
import { PhotoQuestionReceiver } from './adapters/http/photo-question-receiver';
import { PhotoQuestionsController } from './adapters/http/photo-questions.controller';
import { WaitingPhotoQuestions } from './application/waiting-photo-questions.use-cases';
import { TypeormQuestionPhotoStore } from './adapters/persistence/typeorm-question-photo.store';
import { PhotoQuestions } from './application/photo-questions.use-cases';
import { QuestionPhotoStore } from './application/ports/question-photo.store';
import { QuestionPhotos } from './application/question-photos.service';
import { EraseVault } from './application/erase-vault.service';
import { VaultEraser } from './application/ports/vault-eraser';
import { TypeormVaultEraser } from './adapters/persistence/typeorm-vault-eraser';
import { FollowOwnerAccess } from './application/follow-owner-access.use-case';
import { ListVaults } from './application/list-vaults.use-case';
import { LogStoriesReceived } from './application/log-stories-received.handler';
import { CountStories } from './application/count-stories.handler';
import { OwnersFullAccess } from './application/owners-full-access.service';
import { ActivityLog } from './application/ports/activity-log';
import { VaultRepository } from './application/ports/vault.repository';
import { VaultPauses } from './application/vault-pauses.service';
import { VaultDirectory } from './application/vault-directory.service';
import { VaultStories } from './application/vault-stories.service';
import { SaveVault } from './application/save-vault.use-case';
import { GiftVaults } from './application/gift-vaults.service';
import { VaultAccess } from './application/vault-access.service';
import { VaultInsights } from './application/vault-insights.use-cases';
import { VaultQueue } from './application/vault-queue.use-cases';
import { VaultRecipientReader } from './application/ports/vault-recipient.reader';
import { VaultRecipients } from './application/vault-recipients.service';
import { TypeormVaultRecipientReader } from './adapters/persistence/typeorm-vault-recipient.reader';
import { VaultQuestionsController } from './adapters/http/vault-questions.controller';
import { VaultsController } from './adapters/http/vaults.controller';
import { ActivityOrmEntity } from './adapters/persistence/activity.orm-entity';
import { TypeormActivityLog } from './adapters/persistence/typeorm-activity-log';
import { TypeormVaultRepository } from './adapters/persistence/typeorm-vault.repository';
import { VaultQuestionOrmEntity } from './adapters/persistence/vault-question.orm-entity';
import { VaultOrmEntity } from './adapters/persistence/vault.orm-entity';
import { FamilyMembers } from './application/family-members.use-cases';
import { InvitationLinks } from './application/invitation-links.use-cases';
import { InvitationStore } from './application/ports/invitation.store';
import { FamilyMembersController } from './adapters/http/family-members.controller';
import { InvitationsController } from './adapters/http/invitations.controller';
import { TypeormInvitationStore } from './adapters/persistence/typeorm-invitation.store';
import { TypeormQuestionPhotoObjectOwner } from './adapters/persistence/typeorm-question-photo-object-owner';

@Module({
  imports: [
    AuthModule,
    QuestionModule,
    StorageModule,
    ImagesModule,
    TypeOrmModule.forFeature([VaultOrmEntity, VaultQuestionOrmEntity, ActivityOrmEntity]),
  ],
  controllers: [
    VaultsController,
    VaultQuestionsController,
    PhotoQuestionsController,
    FamilyMembersController,
    InvitationsController,
  ],
  providers: [
    TypeormQuestionPhotoObjectOwner,
    { provide: VaultRepository, useClass: TypeormVaultRepository },
    { provide: ActivityLog, useClass: TypeormActivityLog },
    { provide: VaultRecipientReader, useClass: TypeormVaultRecipientReader },
    VaultRecipients,
    VaultDirectory,
    VaultStories,
    VaultAccess,
    OwnersFullAccess,
    ListVaults,
    SaveVault,
    GiftVaults,
    VaultQueue,
    VaultInsights,
    FollowOwnerAccess,
    LogStoriesReceived,
    CountStories,
    { provide: InvitationStore, useClass: TypeormInvitationStore },
    FamilyMembers,
    InvitationLinks,
    VaultPauses,
    { provide: QuestionPhotoStore, useClass: TypeormQuestionPhotoStore },
    PhotoQuestions,
    WaitingPhotoQuestions,
    QuestionPhotos,
    PhotoQuestionReceiver,
    { provide: VaultEraser, useClass: TypeormVaultEraser },
    EraseVault,
  ],
  exports: [
    EraseVault,
    VaultAccess,
    ListVaults,
    VaultQueue,
    VaultInsights,
    VaultDirectory,
    VaultStories,
    FollowOwnerAccess,
    FamilyMembers,
    VaultRecipients,
    VaultPauses,
    QuestionPhotos,
    GiftVaults,
  ],
})
export class VaultModule implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly storiesReceived: LogStoriesReceived,
    private readonly followAccess: FollowOwnerAccess,
    private readonly countStories: CountStories,
  ) {}

  onModuleInit(): void {
    this.bus.on('StoryRecorded', LogStoriesReceived.handlerName, (events) => this.storiesReceived.handle(events));
    this.bus.on('StoryDeletedOrRestored', CountStories.handlerName, (events) => this.countStories.handle(events));
    // Whoever changes an owner's full access (billing, an operator), the vaults' schedule follows.
    this.bus.on('FullAccessChanged', FollowOwnerAccess.handlerName, (events) =>
      this.followAccess.accessChanged(events),
    );
  }
}
