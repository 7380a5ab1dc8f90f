import { Module } from '@nestjs/common';
import { StorageModule } from '../../shared/storage/storage.module';
import { AuthModule } from '../auth/auth.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { QuestionModule } from '../question/question.module';
import { StoriesModule } from '../stories/stories.module';
import { VaultModule } from '../vault/vault.module';
import { AnswerByVoice } from './application/answer-by-voice.use-case';
import { AnswerInWriting } from './application/answer-in-writing.use-case';
import { AnswerLinks } from './application/answer-links';
import { OpenAnswerLink } from './application/open-answer-link.use-case';
import { LinkAnswerLog } from './application/ports/link-answer-log';
import { TypeormLinkAnswerLog } from './adapters/persistence/typeorm-link-answer-log';

/**
 * Answering by link: the answer pages (no sign-in, the emailed token is the key), their limits,
 * and the written or recorded answer handed to the stories module as a story. Answers by email
 * come in through the inbound module instead.
 */
@Module({
  imports: [AuthModule, VaultModule, DeliveryModule, QuestionModule, StoriesModule, StorageModule],
  providers: [
    { provide: LinkAnswerLog, useClass: TypeormLinkAnswerLog },
    AnswerLinks,
    OpenAnswerLink,
    AnswerInWriting,
    AnswerByVoice,
  ],
  exports: [OpenAnswerLink, AnswerInWriting, AnswerByVoice, AnswerLinks],
})
export class AnswersModule {}
