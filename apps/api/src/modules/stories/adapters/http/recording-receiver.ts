import busboy from 'busboy';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { AnswerByVoice, ReceivedRecording, VoiceAnswerTicket } from '../../application/answer-by-voice.use-case';
import { ANSWER_LIMITS } from '../../domain/answer';
import {
  AnswerText,
  InvalidLinkError,
  RecordingTooLargeError,
  UploadUnreadableError,
} from '../../domain/answer.errors';
import { setAsideRefusedUpload } from '../../../../shared/http/refused-upload';
import { UploadSlots } from './upload-slots';

/** The multipart field of the recording (docs/product.md §7). */
export const RECORDING_FIELD = 'audio';
/**
 * An optional field before the recording: its exact length in bytes. With it, a store that can
 * (S3) writes the recording while it arrives instead of after (docs/decisions/0063-media-in-s3.md).
 */
export const RECORDING_SIZE_FIELD = 'audioSize';
/** Room for the multipart framing and the token field around a recording of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Voice uploads received at once: in one process, and from one link. */
export const UPLOAD_CAPS = { perProcess: 8, perLink: 1 } as const;

/** An upload received whole and let in; `release` frees its slots once the answer is kept or refused. */
export interface ReceivedUpload {
  ticket: VoiceAnswerTicket;
  recording: ReceivedRecording | undefined;
  release(): void;
}

/** What an upload has under way, for undoing it when it fails. */
interface UploadInFlight {
  admission?: Promise<VoiceAnswerTicket>;
  /** The recording's length as the page announced it. */
  size?: number;
  file?: Readable;
  stored?: Promise<ReceivedRecording>;
}

/**
 * Receives POST /api/respond/voice without ever holding the recording in memory: the token
 * field (which the page sends first) is checked, and the answer counted against the link's
 * limits, before a byte of the recording is read; the recording then streams straight to its
 * story's place in the object store, at most 100 MB. A refusal leaves nothing in the store; the
 * rest of its body is set aside before it is answered, or, past a bound, never read.
 */
export class RecordingReceiver {
  private readonly slots = new UploadSlots(UPLOAD_CAPS.perProcess, UPLOAD_CAPS.perLink);

  constructor(private readonly answerByVoice: AnswerByVoice) {}

  async receive(req: Request, res: Response): Promise<ReceivedUpload> {
    const releases: Array<() => void> = [];
    const release = () => releases.splice(0).forEach((free) => free());
    const upload: UploadInFlight = {};
    try {
      if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''))
        throw new UploadUnreadableError('It must be sent as multipart/form-data.');
      const declared = Number(req.headers['content-length']);
      if (declared > ANSWER_LIMITS.maxRecordingBytes + MULTIPART_OVERHEAD) throw new RecordingTooLargeError();
      releases.push(this.slots.take());
      const received = await this.parse(req, releases, upload);
      return { ...received, release };
    } catch (error) {
      // The recording's write has stopped (its stream was ended) before its file is removed.
      const ticket = await upload.admission?.catch(() => undefined);
      await upload.stored?.catch(() => undefined);
      if (ticket) await this.answerByVoice.cancel(ticket).catch(() => undefined);
      release();
      await setAsideRefusedUpload(req, res);
      throw error;
    }
  }

  private parse(
    req: Request,
    releases: Array<() => void>,
    upload: UploadInFlight,
  ): Promise<Omit<ReceivedUpload, 'release'>> {
    return new Promise((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: {
            // One byte past the limit reaches the store, which refuses it and keeps nothing.
            fileSize: ANSWER_LIMITS.maxRecordingBytes + 1,
            files: 1,
            fields: 4,
            parts: 5,
            fieldNameSize: 100,
            fieldSize: 1024,
          },
        });
      } catch (error) {
        reject(unreadable(error));
        return;
      }
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        parser.removeAllListeners();
        parser.on('error', () => undefined);
        // The rest of the body is not read: the recording's write ends here, keeping nothing.
        upload.file?.destroy();
        reject(error);
      };
      parser.on('field', (name, value) => {
        if (name === RECORDING_SIZE_FIELD) {
          const size = Number(value);
          if (!/^\d+$/.test(value.trim()) || size < 1 || size > ANSWER_LIMITS.maxRecordingBytes + 1)
            return fail(new UploadUnreadableError(AnswerText.badRecordingSize));
          upload.size = size;
          return;
        }
        if (name !== 'token') return fail(new UploadUnreadableError(`Unexpected field - ${name}.`));
        if (upload.admission) return fail(new UploadUnreadableError('The token was sent twice.'));
        try {
          releases.push(this.slots.takeFor(value.trim().toLowerCase()));
        } catch (error) {
          return fail(error);
        }
        upload.admission = this.answerByVoice.admit(value);
        upload.admission.catch(fail);
      });
      parser.on('file', (name, stream) => {
        // A body cut off mid-file errors the file stream, maybe before anything reads it.
        stream.on('error', () => undefined);
        if (name !== RECORDING_FIELD) return fail(new UploadUnreadableError(`Unexpected file field - ${name}.`));
        const { admission } = upload;
        if (!admission) {
          stream.resume();
          return fail(new UploadUnreadableError(AnswerText.tokenAfterRecording));
        }
        upload.file = stream;
        upload.stored = admission.then((ticket) => this.answerByVoice.receive(ticket, stream, upload.size));
        upload.stored.catch(fail);
      });
      parser.on('partsLimit', () => fail(new UploadUnreadableError('Too many parts.')));
      parser.on('filesLimit', () => fail(new UploadUnreadableError('Too many files.')));
      parser.on('fieldsLimit', () => fail(new UploadUnreadableError('Too many fields.')));
      parser.on('error', (error) => fail(unreadable(error)));
      parser.on('close', () => {
        if (!upload.admission) return fail(new InvalidLinkError());
        Promise.all([upload.admission, upload.stored])
          .then(([ticket, recording]) => {
            if (settled) return;
            settled = true;
            resolve({ ticket, recording });
          })
          .catch(fail);
      });
      req.on('aborted', () => fail(new UploadUnreadableError('The upload was cut off.')));
      req.pipe(parser);
    });
  }
}

export function unreadable(error: unknown): UploadUnreadableError {
  const message = error instanceof Error ? error.message : String(error);
  const trimmed = (message || 'malformed multipart body').trim();
  return new UploadUnreadableError(/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`);
}
