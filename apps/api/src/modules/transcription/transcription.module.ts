import { Module, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AudioModule } from '../../shared/audio/audio.module';
import { EventBus } from '../../shared/events/event-bus';
import { StorageModule } from '../../shared/storage/storage.module';
import { StoriesModule } from '../stories/stories.module';
import { OpenAiTranscriber } from './adapters/openai/openai-transcriber';
import { PlanTranscription } from './application/plan-transcription.handler';
import { Transcriber } from './application/ports/transcriber';
import { TranscribeMissing } from './application/transcribe-missing.use-case';
import { TranscribeStory } from './application/transcribe-story.use-case';

/**
 * Voice stories written down: a job per voice story (planned on StoryRecorded when
 * TRANSCRIBE_URL is set), the OpenAI-compatible Transcriber, and the backlog for the CLI.
 */
@Module({
  imports: [StoriesModule, StorageModule, AudioModule],
  providers: [
    {
      provide: Transcriber,
      useFactory: (config: AppConfig) =>
        new OpenAiTranscriber({
          url: config.TRANSCRIBE_URL ?? 'http://localhost',
          apiKey: config.TRANSCRIBE_API_KEY,
          model: config.TRANSCRIBE_MODEL,
          language: config.TRANSCRIBE_LANGUAGE,
          timeoutMs: config.TRANSCRIBE_TIMEOUT_SECONDS * 1000,
        }),
      inject: [AppConfig],
    },
    PlanTranscription,
    TranscribeStory,
    TranscribeMissing,
  ],
  exports: [TranscribeStory, TranscribeMissing],
})
export class TranscriptionModule implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly plan: PlanTranscription,
  ) {}

  onModuleInit(): void {
    this.bus.on('StoryRecorded', PlanTranscription.handlerName, (events) => this.plan.handle(events));
  }
}
