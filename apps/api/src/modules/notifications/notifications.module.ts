import { Module, OnModuleInit } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { EventBus } from '../../shared/events/event-bus';
import { AuthModule } from '../auth/auth.module';
import { StoriesModule } from '../stories/stories.module';
import { VaultModule } from '../vault/vault.module';
import { EmailOwnerOfFamily } from './application/email-owner-of-family.handler';
import { NotificationChoices } from './application/notification-settings.use-cases';
import { PlanStoryNotifications } from './application/plan-story-notifications.handler';
import { NotificationStore } from './application/ports/notification.store';
import { OwnerEmailStore } from './application/ports/owner-email.store';
import { SendStoryDigests } from './application/send-story-digests.use-case';
import { SendStoryEmails } from './application/send-story-emails.use-case';
import { StoryEmailSender } from './application/story-email-sender.service';
import { Unsubscribe } from './application/unsubscribe.use-cases';
import { UnsubscribeLinks } from './application/unsubscribe-links.service';
import { PersonSettingsUseCases } from './application/person-settings.use-cases';
import { TypeormNotificationStore } from './adapters/persistence/typeorm-notification.store';
import { TypeormOwnerEmailStore } from './adapters/persistence/typeorm-owner-email.store';

/**
 * New-story emails: each person's choice, the rows still to send, the stop-emails link; and the
 * owner's emails about the family (someone joined, commented, suggested), as the owner chose.
 */
@Module({
  imports: [AuthModule, VaultModule, StoriesModule],
  providers: [
    {
      provide: NotificationStore,
      useFactory: (db: DataSource, config: AppConfig) =>
        new TypeormNotificationStore(db, new URL(config.PUBLIC_URL).hostname),
      inject: [getDataSourceToken(), AppConfig],
    },
    {
      provide: OwnerEmailStore,
      useFactory: (db: DataSource) => new TypeormOwnerEmailStore(db),
      inject: [getDataSourceToken()],
    },
    UnsubscribeLinks,
    NotificationChoices,
    PersonSettingsUseCases,
    EmailOwnerOfFamily,
    Unsubscribe,
    PlanStoryNotifications,
    StoryEmailSender,
    SendStoryEmails,
    SendStoryDigests,
  ],
  exports: [
    SendStoryEmails,
    SendStoryDigests,
    UnsubscribeLinks,
    NotificationChoices,
    PersonSettingsUseCases,
    Unsubscribe,
  ],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly plan: PlanStoryNotifications,
    private readonly ownerEmails: EmailOwnerOfFamily,
  ) {}

  onModuleInit(): void {
    this.bus.on('StoryRecorded', PlanStoryNotifications.handlerName, (events) => this.plan.handle(events));
    const names = EmailOwnerOfFamily.handlerNames;
    this.bus.on('FamilyMemberJoined', names.FamilyMemberJoined, (events) => this.ownerEmails.handle(events));
    this.bus.on('StoryCommented', names.StoryCommented, (events) => this.ownerEmails.handle(events));
    this.bus.on('QuestionSuggested', names.QuestionSuggested, (events) => this.ownerEmails.handle(events));
  }
}
