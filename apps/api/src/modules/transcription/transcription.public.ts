/** What the CLI may use of the transcription module. */
export { TranscribeMissing, TranscriptionNotConfiguredError } from './application/transcribe-missing.use-case';
export type { MissingTranscripts } from './application/transcribe-missing.use-case';
export type { TranscribeOutcome } from './application/transcribe-story.use-case';
export { OpenAiTranscriber } from './adapters/openai/openai-transcriber';
