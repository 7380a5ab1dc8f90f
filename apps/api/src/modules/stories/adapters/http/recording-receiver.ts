import busboy from 'busboy';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AnswerByVoice, ReceivedRecording, VoiceAnswerTicket } from '../../application/answer-by-voice.use-case';
import { ANSWER_LIMITS } from '../../domain/answer';
import {
  AnswerText,
  InvalidLinkError,
  RecordingTooLargeError,
  UploadUnreadableError,
} from '../../domain/answer.errors';
import { UploadSlots } from './upload-slots';

/** The multipart field of the recording (SPEC.md §7). */
export const RECORDING_FIELD = 'audio';
/** Room for the multipart framing and the token field around a recording of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Enough of the file to hold any WAV header the record page (or a sound program) writes. */
const HEAD_BYTES = 256 * 1024;

/** Voice uploads received at once: in one process, and from one link. */
export const UPLOAD_CAPS = { perProcess: 8, perLink: 1 } as const;

/** An upload received whole and let in; `discard` deletes its file and frees its slots. */
export interface ReceivedUpload {
  ticket: VoiceAnswerTicket;
  recording: ReceivedRecording | undefined;
  discard(): Promise<void>;
}

/**
 * Receives POST /api/respond/voice without ever holding the recording in memory: the token
 * field (which the page sends first) is checked, and the answer counted against the link's
 * limits, before a byte of the recording is read; the recording then streams to a private file
 * under DATA_DIR/uploads, at most 100 MB. Any refusal closes the connection once answered, so
 * the rest of a large body is never read.
 */
export class RecordingReceiver {
  private readonly slots = new UploadSlots(UPLOAD_CAPS.perProcess, UPLOAD_CAPS.perLink);
  private swept = false;

  constructor(
    private readonly uploadsDir: string,
    private readonly answerByVoice: AnswerByVoice,
  ) {}

  async receive(req: Request, res: Response): Promise<ReceivedUpload> {
    const releases: Array<() => void> = [];
    let ticket: VoiceAnswerTicket | undefined;
    let path: string | undefined;
    const discard = async () => {
      releases.splice(0).forEach((release) => release());
      if (path) await rm(path, { force: true });
    };
    try {
      if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''))
        throw new UploadUnreadableError('It must be sent as multipart/form-data.');
      const declared = Number(req.headers['content-length']);
      if (declared > ANSWER_LIMITS.maxRecordingBytes + MULTIPART_OVERHEAD) throw new RecordingTooLargeError();
      releases.push(this.slots.take());
      const received = await this.parse(
        req,
        releases,
        (t) => (ticket = t),
        (p) => (path = p),
      );
      return { ...received, discard };
    } catch (error) {
      if (ticket) await this.answerByVoice.cancel(ticket).catch(() => undefined);
      await discard();
      closeAfterAnswer(req, res);
      throw error;
    }
  }

  private parse(
    req: Request,
    releases: Array<() => void>,
    admitted: (ticket: VoiceAnswerTicket) => void,
    writing: (path: string) => void,
  ): Promise<Omit<ReceivedUpload, 'discard'>> {
    return new Promise((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: {
            fileSize: ANSWER_LIMITS.maxRecordingBytes,
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
      let admission: Promise<VoiceAnswerTicket> | undefined;
      let file: Promise<ReceivedRecording> | undefined;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        parser.removeAllListeners();
        parser.on('error', () => undefined);
        reject(error);
      };
      parser.on('field', (name, value) => {
        if (name !== 'token') return fail(new UploadUnreadableError(`Unexpected field - ${name}.`));
        if (admission) return fail(new UploadUnreadableError('The token was sent twice.'));
        try {
          releases.push(this.slots.takeFor(value.trim().toLowerCase()));
        } catch (error) {
          return fail(error);
        }
        admission = this.answerByVoice.admit(value).then((ticket) => {
          admitted(ticket);
          return ticket;
        });
        admission.catch(fail);
      });
      parser.on('file', (name, stream) => {
        // A body cut off mid-file errors the file stream, maybe before anything reads it.
        stream.on('error', () => undefined);
        if (name !== RECORDING_FIELD) return fail(new UploadUnreadableError(`Unexpected file field - ${name}.`));
        if (!admission) {
          stream.resume();
          return fail(new UploadUnreadableError(AnswerText.tokenAfterRecording));
        }
        file = admission.then(() => this.spool(stream, writing));
        file.catch(fail);
      });
      parser.on('partsLimit', () => fail(new UploadUnreadableError('Too many parts.')));
      parser.on('filesLimit', () => fail(new UploadUnreadableError('Too many files.')));
      parser.on('fieldsLimit', () => fail(new UploadUnreadableError('Too many fields.')));
      parser.on('error', (error) => fail(unreadable(error)));
      parser.on('close', () => {
        if (!admission) return fail(new InvalidLinkError());
        Promise.all([admission, file])
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

  /** Writes the recording to a private file, stopping at the size limit; returns how to read it. */
  private async spool(stream: Readable & { truncated?: boolean }, writing: (path: string) => void) {
    await mkdir(this.uploadsDir, { recursive: true, mode: 0o700 });
    await chmod(this.uploadsDir, 0o700);
    if (!this.swept) {
      this.swept = true;
      await this.sweep();
    }
    const path = join(this.uploadsDir, `${randomUUID()}.upload`);
    writing(path);
    let tooLarge = false;
    stream.on('limit', () => (tooLarge = true));
    await pipeline(stream, createWriteStream(path, { mode: 0o600 }));
    if (tooLarge || stream.truncated) throw new RecordingTooLargeError();
    const handle = await open(path, 'r');
    try {
      const { size } = await handle.stat();
      const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
      await handle.read(head, 0, head.length, 0);
      return { head, size, open: () => createReadStream(path) };
    } finally {
      await handle.close();
    }
  }

  /** Files of uploads a stopped process never finished: gone once they are a day old. */
  private async sweep(): Promise<void> {
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    for (const name of await readdir(this.uploadsDir).catch(() => [] as string[])) {
      const path = join(this.uploadsDir, name);
      const modified = await stat(path).then(
        (s) => s.mtimeMs,
        () => Date.now(),
      );
      if (name.endsWith('.upload') && modified < dayAgo) await rm(path, { force: true });
    }
  }
}

function unreadable(error: unknown): UploadUnreadableError {
  const message = error instanceof Error ? error.message : String(error);
  const trimmed = (message || 'malformed multipart body').trim();
  return new UploadUnreadableError(/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`);
}

/** How long a refused upload's client may go on sending after its answer, before it is cut off. */
const GRACE_MS = 2_000;

/**
 * A refused upload's answer ends the connection (`Connection: close`): what is left of its body
 * (up to 100 MB) is not kept, and a client that goes on sending past a short grace is cut off.
 */
function closeAfterAnswer(req: Request, res: Response): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  req.unpipe();
  res.once('finish', () => {
    if (req.complete) return;
    setTimeout(() => req.socket.destroy(), GRACE_MS).unref();
  });
}
