import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventBus } from '../../shared/events/event-bus';
import { AuthModule } from '../auth/auth.module';
import { StorageModule } from '../../shared/storage/storage.module';
import { QuestionModule } from '../question/question.module';
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
import { VaultMemberships } from './application/ports/vault-memberships';
import { VaultQueueStore } from './application/ports/vault-queue.store';
import { ReceivedStories } from './application/ports/received-stories';
import { VaultPauseStore } from './application/ports/vault-pause.store';
import { VaultPauses } from './application/vault-pauses.service';
import { VaultDirectory } from './application/vault-directory.service';
import { SaveVault } from './application/save-vault.use-case';
import { GiftVaults } from './application/gift-vaults.service';
import { VaultAccess } from './application/vault-access.service';
import { VaultInsights } from './application/vault-insights.use-cases';
import { VaultQueue } from './application/vault-queue.use-cases';
import { VaultRecipientReader } from './application/ports/vault-recipient.reader';
import { VaultRecipients } from './application/vault-recipients.service';
import { TypeormVaultRecipientReader } from './adapters/persistence/typeorm-vault-recipient.reader';
import { ActivityOrmEntity } from './adapters/persistence/activity.orm-entity';
import { TypeormActivityLog } from './adapters/persistence/typeorm-activity-log';
import { TypeormReceivedStories } from './adapters/persistence/typeorm-received-stories';
import { TypeormVaultMemberships } from './adapters/persistence/typeorm-vault-memberships';
import { TypeormVaultPauseStore } from './adapters/persistence/typeorm-vault-pause.store';
import { TypeormVaultQueueStore } from './adapters/persistence/typeorm-vault-queue.store';
import { TypeormVaultRepository } from './adapters/persistence/typeorm-vault.repository';
import { VaultQuestionOrmEntity } from './adapters/persistence/vault-question.orm-entity';
import { VaultOrmEntity } from './adapters/persistence/vault.orm-entity';

@Module({
  imports: [
    AuthModule,
    QuestionModule,
    StorageModule,
    TypeOrmModule.forFeature([VaultOrmEntity, VaultQuestionOrmEntity, ActivityOrmEntity]),
  ],
  providers: [
    { provide: VaultRepository, useClass: TypeormVaultRepository },
    { provide: VaultMemberships, useClass: TypeormVaultMemberships },
    { provide: VaultQueueStore, useClass: TypeormVaultQueueStore },
    { provide: ReceivedStories, useClass: TypeormReceivedStories },
    { provide: VaultPauseStore, useClass: TypeormVaultPauseStore },
    { provide: ActivityLog, useClass: TypeormActivityLog },
    { provide: VaultRecipientReader, useClass: TypeormVaultRecipientReader },
    VaultRecipients,
    VaultDirectory,
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
    VaultPauses,
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
    FollowOwnerAccess,
    VaultRecipients,
    VaultPauses,
    GiftVaults,
    SaveVault,
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
