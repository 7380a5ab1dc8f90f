import { InMemoryObjectStore } from '../../../../testing/in-memory/storage/in-memory-object.store';
import { PassThrough, Readable } from 'node:stream';
import { ANSWER_LIMITS } from '../domain/answer';
import { RecordingTooLargeError } from '../domain/answer.errors';
import { AnswerByVoice, VoiceAnswerTicket } from './answer-by-voice.use-case';
import { LinkAnswerLog } from './ports/link-answer-log';
import { storyFileKey } from '../../stories/stories.public';

class ReleasedAnswers extends LinkAnswerLog {
  readonly released: string[] = [];
  async reserve(): Promise<{ reservationId: string }> {
    return { reservationId: 'r-1' };
  }
  async release(reservationId: string): Promise<void> {
    this.released.push(reservationId);
  }
}

const MB = 1024 * 1024;

/** The same `chunk` again and again: a large upload that costs no memory to make. */
function repeated(chunk: Buffer, times: number, extra = Buffer.alloc(0)): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < times; i++) yield chunk;
      if (extra.length) yield extra;
    })(),
  );
}

describe('AnswerByVoice: receiving the recording into the object store', () => {
  let media: InMemoryObjectStore;
  let answers: ReleasedAnswers;
  let answerByVoice: AnswerByVoice;
  const ticket: VoiceAnswerTicket = {
    question: {} as VoiceAnswerTicket['question'],
    language: 'en',
    keptBefore: null,
    reservationId: 'r-1',
    storyId: 'story-1',
    recordingKey: storyFileKey('story-1', 0, 'recording.wav'),
  };

  beforeEach(() => {
    media = new InMemoryObjectStore();
    answers = new ReleasedAnswers();
    // Receiving and cancelling use the store and the answer log alone.
    answerByVoice = new AnswerByVoice({} as never, {} as never, answers, media, {} as never, {} as never);
  });

  it('streams the recording to its story’s place, keeping its first 256 kB for the WAV check', async () => {
    expect(ticket.recordingKey).toBe('stories/story-1/1-recording.wav');
    const first = Buffer.alloc(200 * 1024, 1);
    const second = Buffer.alloc(200 * 1024, 2);
    const received = await answerByVoice.receive(ticket, Readable.from([first, second]));
    expect(received.size).toBe(400 * 1024);
    expect(Buffer.compare(Buffer.from(received.head), Buffer.concat([first, second]).subarray(0, 256 * 1024))).toBe(0);
    expect(await media.head(ticket.recordingKey)).toMatchObject({ size: 400 * 1024, contentType: 'audio/wav' });
  });

  it('takes exactly 100 MB, and refuses one byte more with RecordingTooLargeError, keeping nothing', async () => {
    const chunk = Buffer.alloc(MB);
    expect(ANSWER_LIMITS.maxRecordingBytes).toBe(100 * MB);
    expect((await answerByVoice.receive(ticket, repeated(chunk, 100))).size).toBe(100 * MB);
    await media.delete(ticket.recordingKey);
    const upload = repeated(chunk, 100, Buffer.alloc(1));
    await expect(answerByVoice.receive(ticket, upload)).rejects.toBeInstanceOf(RecordingTooLargeError);
    expect(upload.destroyed).toBe(true);
    expect(await media.head(ticket.recordingKey)).toBeNull();
  });

  it('keeps nothing of an upload cut off midway', async () => {
    const upload = new PassThrough();
    const receiving = answerByVoice.receive(ticket, upload);
    upload.write(Buffer.alloc(64 * 1024));
    upload.destroy(new Error('Unexpected end of file'));
    await expect(receiving).rejects.toThrow('Unexpected end of file');
    expect(await media.head(ticket.recordingKey)).toBeNull();
  });

  it('cancelling removes the recording and gives the answer back to the link', async () => {
    await answerByVoice.receive(ticket, Readable.from([Buffer.from('RIFF')]));
    await answerByVoice.cancel(ticket);
    expect(await media.head(ticket.recordingKey)).toBeNull();
    expect(answers.released).toEqual(['r-1']);
    // Twice, or with nothing stored, is no error.
    await answerByVoice.cancel(ticket);
    expect(answers.released).toEqual(['r-1', 'r-1']);
  });

  it('a recording the page sent before, kept then, is read to its end and not kept; cancelling it gives nothing back', async () => {
    const again: VoiceAnswerTicket = { ...ticket, keptBefore: 'story-0', reservationId: null };
    const upload = repeated(Buffer.alloc(64 * 1024, 7), 16);
    expect((await answerByVoice.receive(again, upload)).size).toBe(MB);
    expect(upload.readableEnded).toBe(true);
    expect(await media.head(again.recordingKey)).toBeNull();
    expect(await answerByVoice.execute(again, undefined)).toEqual({ storyId: 'story-0', again: true });
    await answerByVoice.cancel(again);
    expect(answers.released).toEqual([]);
  });
});
