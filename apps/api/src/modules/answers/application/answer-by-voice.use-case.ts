import { Injectable } from '@nestjs/common';
import { Language } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import { ObjectSizeMismatchError, ObjectStore, ObjectTooLargeError } from '../../../shared/storage/object-store';
import { Clock } from '../../../shared/time/clock';
import { answeredQuestionOf, Delivery } from '../../delivery/delivery.public';
import { ANSWER_LIMITS, checkRecording, KeptAnswer } from '../domain/answer';
import { RecordingCutShortError, RecordingMissingError, RecordingTooLargeError } from '../domain/answer.errors';
import { AnswerLinks } from './answer-links';
import { reserveLinkAnswer } from './link-answer-limits';
import { LinkAnswerLog } from './ports/link-answer-log';
import { RecordStory, StoryLookup, storyFileKey } from '../../stories/stories.public';

/** docs/product.md §3: the voice answer is a file named recording.wav. */
export const RECORDING_FILENAME = 'recording.wav';
/** Enough of the file to hold any WAV header the record page (or a sound program) writes. */
const HEAD_BYTES = 256 * 1024;

/** A recording received whole into the object store (never into memory): its first bytes and its size. */
export interface ReceivedRecording {
  /** At least the WAV header: the first bytes of the file. */
  head: Uint8Array;
  size: number;
}

/**
 * An upload let in: the question it answers, its place within the link's limits, and the story it
 * will make, whose recording streams straight to its place in the object store.
 */
export interface VoiceAnswerTicket {
  question: Delivery;
  /** The vault's: the language every refusal of this upload is told in. */
  language: Language;
  /** The page's id for this story: sent again, it finds the story kept the first time. */
  sendId?: string;
  /**
   * The story kept when the page sent this recording before (the same `sendId`): this upload is
   * read and not kept, counts for nothing, and is answered by that story. Null for a new story.
   */
  keptBefore: string | null;
  /** The answer's place within the link's limits; null when kept before. */
  reservationId: string | null;
  storyId: string;
  recordingKey: string;
}

/**
 * The voice answer page's Submit Story, in two steps: the link is checked (and the answer
 * counted against its limits) before the upload is read, then the received WAV recording,
 * checked, becomes a voice story. A ticket whose upload fails is given back. A recording the page
 * sends again (its `sendId` again: the answer to the first send never reached it) is kept once.
 */
@Injectable()
export class AnswerByVoice {
  constructor(
    private readonly links: AnswerLinks,
    private readonly recordStory: RecordStory,
    private readonly answers: LinkAnswerLog,
    private readonly media: ObjectStore,
    private readonly stories: StoryLookup,
    private readonly clock: Clock,
  ) {}

  /**
   * Before reading the upload: a valid, unexpired link under its limits, or the reason why not
   * (an unknown link told in `pageLanguage`, the browser's).
   */
  async admit(token: string | undefined, pageLanguage: Language, sendId?: string): Promise<VoiceAnswerTicket> {
    const link = await this.links.open(token, pageLanguage);
    const keptBefore = sendId ? await this.stories.sentBefore(link.question.id, sendId) : null;
    const reservationId = keptBefore ? null : await reserveLinkAnswer(this.answers, link, 'voice', this.clock.now());
    const storyId = randomUUID();
    return {
      ...link,
      ...(sendId && { sendId }),
      keptBefore,
      reservationId,
      storyId,
      recordingKey: storyFileKey(storyId, 0, RECORDING_FILENAME),
    };
  }

  /**
   * Streams the uploaded recording to its story's place, at most 100 MB (one byte more stops it
   * and keeps nothing), keeping its first bytes for the WAV check. With the length the page
   * announced, a recording of any other length is refused and nothing kept.
   */
  async receive(ticket: VoiceAnswerTicket, recording: Readable, announcedSize?: number): Promise<ReceivedRecording> {
    if (ticket.keptBefore) return this.setAside(recording);
    const head: Buffer[] = [];
    let headBytes = 0;
    const keepHead = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (headBytes < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
          headBytes += head[head.length - 1].length;
        }
        callback(null, chunk);
      },
    });
    // A failure or early end of either side ends both; the store sees it through keepHead.
    pipeline(recording, keepHead, () => undefined);
    try {
      const { size } = await this.media.put(ticket.recordingKey, keepHead, {
        contentType: 'audio/wav',
        maxBytes: ANSWER_LIMITS.maxRecordingBytes,
        ...(announcedSize !== undefined && { size: announcedSize }),
      });
      return { head: Buffer.concat(head), size };
    } catch (error) {
      if (error instanceof ObjectTooLargeError) throw new RecordingTooLargeError(ticket.language);
      if (error instanceof ObjectSizeMismatchError) throw new RecordingCutShortError(ticket.language);
      throw error;
    }
  }

  /** A recording kept before: read to its end (the request goes on after it), nothing kept. */
  private async setAside(recording: Readable): Promise<ReceivedRecording> {
    let size = 0;
    for await (const chunk of recording) size += (chunk as Buffer).length;
    return { head: new Uint8Array(0), size };
  }

  /** The upload did not arrive whole, or was refused: the answer no longer counts, and its file is gone. */
  async cancel(ticket: VoiceAnswerTicket): Promise<void> {
    if (ticket.keptBefore) return;
    try {
      await this.media.delete(ticket.recordingKey);
    } finally {
      if (ticket.reservationId) await this.answers.release(ticket.reservationId);
    }
  }

  async execute(ticket: VoiceAnswerTicket, recording: ReceivedRecording | undefined): Promise<KeptAnswer> {
    if (ticket.keptBefore) return { storyId: ticket.keptBefore, again: true };
    try {
      if (!recording?.size) throw new RecordingMissingError(ticket.language);
      checkRecording(recording.head, recording.size, ticket.language);
      const story = await this.recordStory.execute({
        storyId: ticket.storyId,
        question: answeredQuestionOf(ticket.question),
        // Nothing transcribes recordings (yet): a voice story is its recording.
        fullText: '',
        rawText: '',
        source: 'link',
        // Whatever the browser called it, the content was checked to be WAV.
        files: [
          {
            filename: RECORDING_FILENAME,
            contentType: 'audio/wav',
            content: { storedAs: ticket.recordingKey, size: recording.size },
          },
        ],
        sendId: ticket.sendId,
      });
      const again = story.id !== ticket.storyId;
      // The same send, kept meanwhile by a request that came before this one: this one's file is
      // gone already (the story kept it not), and the answer counts for nothing.
      if (again && ticket.reservationId) await this.answers.release(ticket.reservationId);
      return { storyId: story.id, again };
    } catch (error) {
      await this.cancel(ticket);
      throw error;
    }
  }
}
