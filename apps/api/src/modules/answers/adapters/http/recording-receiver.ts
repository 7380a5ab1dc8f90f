import type { Request, Response } from 'express';
import type { Language } from '@storyvault/contracts';
import { requestLanguage } from '../../../../shared/http/request-language';
import { isUuid } from '../../../../shared/ids';
import { receiveMultipart } from '../../../../shared/http/multipart-upload';
import { UploadSlots } from '../../../../shared/http/upload-slots';
import { UploadsBusyError, UploadUnreadableError } from '../../../stories/stories.public';
import { AnswerByVoice, ReceivedRecording, VoiceAnswerTicket } from '../../application/answer-by-voice.use-case';
import { ANSWER_LIMITS } from '../../domain/answer';
import { AnswerText, InvalidLinkError, RecordingTooLargeError } from '../../domain/answer.errors';

/** The multipart field of the recording (docs/product.md §7). */
export const RECORDING_FIELD = 'audio';
/**
 * An optional field before the recording: its exact length in bytes. With it, a store that can
 * (S3) writes the recording while it arrives instead of after (docs/decisions/0063-media-in-s3.md).
 */
export const RECORDING_SIZE_FIELD = 'audioSize';
/**
 * An optional field before the recording (best before the token): the page's id for this story, a
 * UUID. The same recording sent again with it is kept once (docs/decisions/1006-a-story-sent-twice-is-kept-once.md).
 */
export const SEND_ID_FIELD = 'sendId';
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

/**
 * Receives POST /api/respond/voice without ever holding the recording in memory: the token
 * field (which the page sends first) is checked, and the answer counted against the link's
 * limits, before a byte of the recording is read; the recording then streams straight to its
 * story's place in the object store, at most 100 MB. A refusal leaves nothing in the store; the
 * rest of its body is set aside before it is answered, or, past a bound, never read. What the senior
 * is told is in the page's language until the link is known, then in the vault's.
 */
export class RecordingReceiver {
  private readonly slots = new UploadSlots(
    UPLOAD_CAPS.perProcess,
    UPLOAD_CAPS.perLink,
    (scope) => new UploadsBusyError(scope === 'key' ? 'link' : 'server'),
  );

  constructor(private readonly answerByVoice: AnswerByVoice) {}

  async receive(req: Request, res: Response): Promise<ReceivedUpload> {
    const releases: Array<() => void> = [];
    const release = () => releases.splice(0).forEach((free) => free());
    let admission: Promise<VoiceAnswerTicket> | undefined;
    /** The recording's length as the page announced it. */
    let announcedSize: number | undefined;
    let sendId: string | undefined;
    let language: Language = requestLanguage(req);
    const busy = (scope: 'process' | 'key') => new UploadsBusyError(scope === 'key' ? 'link' : 'server', language);
    try {
      const received = await receiveMultipart(req, res, {
        limits: {
          // One byte past the limit reaches the store, which refuses it and keeps nothing.
          fileSize: ANSWER_LIMITS.maxRecordingBytes + 1,
          files: 1,
          fields: 5,
          parts: 6,
          fieldNameSize: 100,
          fieldSize: 1024,
        },
        maxBodyBytes: ANSWER_LIMITS.maxRecordingBytes + MULTIPART_OVERHEAD,
        fileField: RECORDING_FIELD,
        unreadable: (reason) => new UploadUnreadableError(reason),
        tooLarge: () => new RecordingTooLargeError(language),
        texts: { notMultipart: 'It must be sent as multipart/form-data.', tooManyFiles: 'Too many files.' },
        admit: () => {
          releases.push(this.slots.take(busy));
        },
        field: (name, value) => {
          if (name === RECORDING_SIZE_FIELD) {
            const size = Number(value);
            if (!/^\d+$/.test(value.trim()) || size < 1 || size > ANSWER_LIMITS.maxRecordingBytes + 1)
              throw new UploadUnreadableError(AnswerText.badRecordingSize);
            announcedSize = size;
            return;
          }
          if (name === SEND_ID_FIELD) {
            if (!isUuid(value.trim()) || sendId) throw new UploadUnreadableError(AnswerText.badSendId);
            sendId = value.trim().toLowerCase();
            return;
          }
          if (name !== 'token') throw new UploadUnreadableError(`Unexpected field - ${name}.`);
          if (admission) throw new UploadUnreadableError('The token was sent twice.');
          releases.push(this.slots.takeFor(value.trim().toLowerCase(), busy));
          admission = this.answerByVoice.admit(value, language, sendId).then((ticket) => {
            language = ticket.language;
            return ticket;
          });
          return admission;
        },
        store: (recording) => {
          if (!admission) throw new UploadUnreadableError(AnswerText.tokenAfterRecording);
          return admission.then((ticket) => this.answerByVoice.receive(ticket, recording, announcedSize));
        },
        finish: async (stored) => {
          if (!admission) throw new InvalidLinkError(language);
          const [ticket, recording] = await Promise.all([admission, stored]);
          // A send id after the token still keeps a recording sent twice once, when its story is saved.
          return { ticket: sendId && !ticket.sendId ? { ...ticket, sendId } : ticket, recording };
        },
      });
      return { ...received, release };
    } catch (error) {
      // The recording's write has stopped (its stream was ended) before its file is removed.
      const ticket = await admission?.catch(() => undefined);
      if (ticket) await this.answerByVoice.cancel(ticket).catch(() => undefined);
      release();
      throw error;
    }
  }
}
