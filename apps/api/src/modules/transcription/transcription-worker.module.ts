import { Module } from '@nestjs/common';
import { TranscriptionJobs } from './adapters/schedule/transcription-jobs';
import { TranscriptionModule } from './transcription.module';

/** The transcription jobs, loaded only in worker processes. */
@Module({ imports: [TranscriptionModule], providers: [TranscriptionJobs] })
export class TranscriptionWorkerModule {}
