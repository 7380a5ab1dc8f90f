import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { Clock } from '../../../shared/time/clock';
import { Delivery, ResponseTokens } from '../../delivery/delivery.public';
import { checkRecording } from '../domain/answer';
import { RecordingMissingError } from '../domain/answer.errors';
import { Story } from '../domain/story';
import { questionForToken } from './open-answer-link.use-case';
import { reserveLinkAnswer } from './link-answer-limits';
import { LinkAnswerLog } from './ports/link-answer-log';
import { RecordStory } from './record-story.use-case';

/** SPEC.md §3: the voice answer is a file named recording.wav. */
export const RECORDING_FILENAME = 'recording.wav';

/** A recording received whole, kept aside (never in memory): its first bytes, its size, and a way to read it. */
export interface ReceivedRecording {
  /** At least the WAV header: the first bytes of the file. */
  head: Uint8Array;
  size: number;
  open(): Readable;
}

/** An upload let in: the question it answers, and its place within the link's limits. */
export interface VoiceAnswerTicket {
  question: Delivery;
  reservationId: string;
}

/**
 * The voice answer page's Submit Story, in two steps: the link is checked (and the answer
 * counted against its limits) before the upload is read, then the received WAV recording,
 * checked, becomes a voice story. A ticket whose upload fails is given back.
 */
@Injectable()
export class AnswerByVoice {
  constructor(
    private readonly tokens: ResponseTokens,
    private readonly recordStory: RecordStory,
    private readonly answers: LinkAnswerLog,
    private readonly clock: Clock,
  ) {}

  /** Before reading the upload: a valid, unexpired link under its limits, or the reason why not. */
  async admit(token: string | undefined): Promise<VoiceAnswerTicket> {
    const now = this.clock.now();
    const question = await questionForToken(this.tokens, token, now);
    return { question, reservationId: await reserveLinkAnswer(this.answers, question, 'voice', now) };
  }

  /** The upload did not arrive whole: the answer no longer counts against the link. */
  async cancel(ticket: VoiceAnswerTicket): Promise<void> {
    await this.answers.release(ticket.reservationId);
  }

  async execute(ticket: VoiceAnswerTicket, recording: ReceivedRecording | undefined): Promise<Story> {
    try {
      if (!recording?.size) throw new RecordingMissingError();
      checkRecording(recording.head, recording.size);
      return await this.recordStory.execute({
        question: ticket.question,
        // Nothing transcribes recordings (yet): a voice story is its recording.
        fullText: '',
        rawText: '',
        source: 'link',
        // Whatever the browser called it, the content was checked to be WAV.
        files: [
          {
            filename: RECORDING_FILENAME,
            contentType: 'audio/wav',
            content: { size: recording.size, open: recording.open },
          },
        ],
      });
    } catch (error) {
      await this.cancel(ticket);
      throw error;
    }
  }
}
