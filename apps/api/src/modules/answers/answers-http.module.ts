import { Module } from '@nestjs/common';
import { AuthHttpModule } from '../auth/auth-http.module';
import { RespondController } from './adapters/http/respond.controller';
import { RecordingReceiver } from './adapters/http/recording-receiver';
import { AnswerByVoice } from './application/answer-by-voice.use-case';
import { DeliveryModule } from '../delivery/delivery.module';
import { AnswersModule } from './answers.module';

/**
 * The answers module's HTTP side, loaded only by the api (AppModule with HTTP), so that a context
 * without HTTP (a CLI command's, the worker's) loads none of its controllers and DTOs
 * (docs/decisions/1000-modules-keep-their-http-side-apart.md).
 */
@Module({
  imports: [AnswersModule, AuthHttpModule, DeliveryModule],
  controllers: [RespondController],
  providers: [
    {
      provide: RecordingReceiver,
      useFactory: (answerByVoice: AnswerByVoice) => new RecordingReceiver(answerByVoice),
      inject: [AnswerByVoice],
    },
  ],
})
export class AnswersHttpModule {}
