import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { EventBus } from '../../shared/events/event-bus';
import { AuthModule } from '../auth/auth.module';
import { QuestionModule } from '../question/question.module';
import { FamilyModule } from '../family/family.module';
import { VaultModule } from '../vault/vault.module';
import { DeliveryMessages } from './application/delivery-messages.service';
import { QuestionReplyAddress } from './application/question-reply-address.service';
import { DeliverySender } from './application/delivery-sender.service';
import { DeliveryQueueStatus } from './application/delivery-queue-status.use-case';
import { DispatchDeliveries } from './application/dispatch-deliveries.use-case';
import { SendFollowUps } from './application/send-follow-ups.service';
import { FamilyCommentsToQuote } from './application/family-comments-to-quote.service';
import { ListDeliveries } from './application/list-deliveries.use-case';
import { MarkQuestionAnswered } from './application/mark-question-answered.handler';
import { DeliveryRepository } from './application/ports/delivery.repository';
import { DeliveryStatsReader } from './application/ports/delivery-stats.reader';
import { VaultScheduleStore } from './application/ports/vault-schedule.store';
import { PlanDeliveries } from './application/plan-deliveries.use-case';
import { ReplyToClaimNotices } from './application/reply-to-claim-notices.service';
import { ReplyWordEmails } from './application/reply-word-emails.service';
import { ResendLatestQuestion } from './application/resend-latest-question.use-case';
import { ResponseTokens } from './application/response-tokens.service';
import { SkipQuestion } from './application/skip-question.use-case';
import { SendNow } from './application/send-now.use-case';
import { VaultSchedule } from './application/vault-schedule.service';
import { DeliveryOrmEntity } from './adapters/persistence/delivery.orm-entity';
import { TypeormDeliveryRepository } from './adapters/persistence/typeorm-delivery.repository';
import { TypeormDeliveryStatsReader } from './adapters/persistence/typeorm-delivery-stats.reader';
import { TypeormVaultScheduleStore } from './adapters/persistence/typeorm-vault-schedule.store';

@Module({
  imports: [AuthModule, QuestionModule, VaultModule, FamilyModule, TypeOrmModule.forFeature([DeliveryOrmEntity])],
  providers: [
    {
      provide: DeliveryRepository,
      useFactory: (db: DataSource, config: AppConfig) =>
        new TypeormDeliveryRepository(db, new URL(config.PUBLIC_URL).hostname),
      inject: [getDataSourceToken(), AppConfig],
    },
    { provide: DeliveryStatsReader, useClass: TypeormDeliveryStatsReader },
    { provide: VaultScheduleStore, useClass: TypeormVaultScheduleStore },
    VaultSchedule,
    DeliveryMessages,
    DeliverySender,
    FamilyCommentsToQuote,
    DispatchDeliveries,
    SendFollowUps,
    SendNow,
    ResendLatestQuestion,
    ListDeliveries,
    PlanDeliveries,
    ResponseTokens,
    DeliveryQueueStatus,
    ReplyToClaimNotices,
    ReplyWordEmails,
    MarkQuestionAnswered,
    SkipQuestion,
    QuestionReplyAddress,
  ],
  exports: [
    DispatchDeliveries,
    PlanDeliveries,
    SendNow,
    ResendLatestQuestion,
    ListDeliveries,
    ResponseTokens,
    DeliveryQueueStatus,
    ReplyToClaimNotices,
    ReplyWordEmails,
    SkipQuestion,
    QuestionReplyAddress,
  ],
})
export class DeliveryModule implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly markAnswered: MarkQuestionAnswered,
  ) {}

  onModuleInit(): void {
    this.bus.on('StoryRecorded', MarkQuestionAnswered.handlerName, (events) => this.markAnswered.handle(events));
  }
}
