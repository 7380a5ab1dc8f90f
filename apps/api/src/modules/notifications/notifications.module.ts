import { Module, OnModuleInit } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { EventBus } from '../../shared/events/event-bus';
import { AuthModule } from '../auth/auth.module';
import { StoriesLookupModule } from '../stories/stories-lookup.module';
import { VaultModule } from '../vault/vault.module';
import { NotificationChoices } from './application/notification-settings.use-cases';
import { PlanStoryNotifications } from './application/plan-story-notifications.handler';
import { NotificationStore } from './application/ports/notification.store';
import { SendStoryDigests } from './application/send-story-digests.use-case';
import { SendStoryEmails } from './application/send-story-emails.use-case';
import { StoryEmailSender } from './application/story-email-sender.service';
import { Unsubscribe } from './application/unsubscribe.use-cases';
import { UnsubscribeLinks } from './application/unsubscribe-links.service';
import { UnsubscribeController, VaultNotificationsController } from './adapters/http/notifications.controller';
import { TypeormNotificationStore } from './adapters/persistence/typeorm-notification.store';

/** New-story emails: each person's choice, the rows still to send, the stop-emails link. */
@Module({
  imports: [AuthModule, VaultModule, StoriesLookupModule],
  controllers: [VaultNotificationsController, UnsubscribeController],
  providers: [
    {
      provide: NotificationStore,
      useFactory: (db: DataSource, config: AppConfig) =>
        new TypeormNotificationStore(db, new URL(config.PUBLIC_URL).hostname),
      inject: [getDataSourceToken(), AppConfig],
    },
    UnsubscribeLinks,
    NotificationChoices,
    Unsubscribe,
    PlanStoryNotifications,
    StoryEmailSender,
    SendStoryEmails,
    SendStoryDigests,
  ],
  exports: [SendStoryEmails, SendStoryDigests, UnsubscribeLinks],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly plan: PlanStoryNotifications,
  ) {}

  onModuleInit(): void {
    this.bus.on('StoryRecorded', PlanStoryNotifications.handlerName, (events) => this.plan.handle(events));
  }
}
