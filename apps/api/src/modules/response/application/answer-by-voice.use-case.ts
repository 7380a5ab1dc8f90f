import { Injectable } from '@nestjs/common';
import { ResponseTokens } from '../../delivery/delivery.public';
import { checkRecording } from '../domain/answer';
import { RecordingMissingError } from '../domain/answer.errors';
import { Story } from '../domain/story';
import { questionForToken } from './open-answer-link.use-case';
import { RecordStory } from './record-story.use-case';

/** SPEC.md §3: the voice answer is a file named recording.wav. */
export const RECORDING_FILENAME = 'recording.wav';

/** The voice answer page's Submit Story: a checked WAV recording becomes a voice story. */
@Injectable()
export class AnswerByVoice {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly recordStory: RecordStory,
  ) {}

  async execute(input: { token: string | undefined; recording: Uint8Array | undefined }): Promise<Story> {
    const question = await questionForToken(this.tokens, input.token);
    if (!input.recording?.length) throw new RecordingMissingError();
    checkRecording(input.recording);
    const content = Buffer.from(input.recording.buffer, input.recording.byteOffset, input.recording.byteLength);
    return this.recordStory.execute({
      question,
      // Nothing transcribes recordings (yet): a voice story is its recording.
      fullText: '',
      rawText: '',
      source: 'link',
      // Whatever the browser called it, the content was checked to be WAV.
      files: [{ filename: RECORDING_FILENAME, contentType: 'audio/wav', content }],
    });
  }
}
