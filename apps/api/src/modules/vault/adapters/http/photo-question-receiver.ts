import busboy from 'busboy';
import { PHOTO_QUESTION_LIMITS } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { DomainError } from '../../../../shared/domain-error';
import { setAsideRefusedUpload } from '../../../../shared/http/refused-upload';
import {
  PhotoQuestionsBusyError,
  PhotoQuestionTooLargeError,
  PhotoQuestionUploadError,
} from '../../../question/question.public';

/** Room for the multipart framing and the question's text around a photo of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Photo questions received at once in one process: each holds a connection and a file being written. */
const MAX_AT_ONCE = 4;
/** The text field's most bytes: a question is at most 500 characters. */
const TEXT_MAX_BYTES = 4 * 1024;

/** Where the photo's bytes go: the use case streams them to the object store. */
export type PhotoQuestionSink = (photo: Readable) => Promise<unknown>;

/**
 * Receives a photo question (multipart: the file `photo` and an optional field `text`, in either
 * order) without ever holding the photo in memory: it streams straight to `sink`, at most 20 MB.
 * A refusal's answer waits for the rest of a small body to be set aside; the rest of a large one
 * is never read.
 */
export class PhotoQuestionReceiver {
  private receiving = 0;

  async receive(req: Request, res: Response, sink: PhotoQuestionSink): Promise<{ text: string | undefined }> {
    let taken = false;
    try {
      if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''))
        throw new PhotoQuestionUploadError('The photo must be sent as multipart/form-data.');
      if (Number(req.headers['content-length']) > PHOTO_QUESTION_LIMITS.maxBytes + MULTIPART_OVERHEAD)
        throw new PhotoQuestionTooLargeError();
      if (this.receiving >= MAX_AT_ONCE) throw new PhotoQuestionsBusyError();
      this.receiving++;
      taken = true;
      return await this.parse(req, sink);
    } catch (error) {
      await setAsideRefusedUpload(req, res);
      throw error;
    } finally {
      if (taken) this.receiving--;
    }
  }

  private parse(req: Request, sink: PhotoQuestionSink): Promise<{ text: string | undefined }> {
    return new Promise((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          // One byte past the limit reaches the store, which refuses it and keeps nothing.
          limits: {
            fileSize: PHOTO_QUESTION_LIMITS.maxBytes + 1,
            files: 1,
            fields: 1,
            parts: 3,
            fieldSize: TEXT_MAX_BYTES,
          },
        });
      } catch (error) {
        reject(new PhotoQuestionUploadError(plain(error)));
        return;
      }
      let settled = false;
      let text: string | undefined;
      let file: Readable | undefined;
      let stored: Promise<unknown> | undefined;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        parser.removeAllListeners();
        parser.on('error', () => undefined);
        file?.destroy(error instanceof Error ? error : new Error(String(error)));
        // The store's write has stopped before the refusal is answered; its refusal (too large,
        // not a photo) is the answer, whatever the parser saw.
        (stored ?? Promise.resolve()).then(
          () => reject(error),
          (refusal: unknown) => reject(refusal instanceof DomainError ? refusal : error),
        );
      };
      parser.on('file', (name, stream) => {
        stream.on('error', () => undefined);
        if (name !== PHOTO_QUESTION_LIMITS.field) {
          stream.resume();
          return fail(new PhotoQuestionUploadError(`Unexpected file field - ${name}.`));
        }
        file = stream;
        stored = sink(stream);
        stored.catch(fail);
      });
      parser.on('field', (name, value, info) => {
        if (name !== PHOTO_QUESTION_LIMITS.textField)
          return fail(new PhotoQuestionUploadError(`Unexpected field - ${name}.`));
        if (info.valueTruncated) return fail(new PhotoQuestionUploadError('The question is too long.'));
        text = value;
      });
      parser.on('partsLimit', () => fail(new PhotoQuestionUploadError('Too many parts.')));
      parser.on('filesLimit', () => fail(new PhotoQuestionUploadError('Send one photo at a time.')));
      parser.on('fieldsLimit', () => fail(new PhotoQuestionUploadError('Too many fields.')));
      parser.on('error', (error) => fail(new PhotoQuestionUploadError(plain(error))));
      parser.on('close', () => {
        if (!stored) return fail(new PhotoQuestionUploadError());
        stored.then(() => {
          if (settled) return;
          settled = true;
          resolve({ text });
        }, fail);
      });
      req.on('aborted', () => fail(new PhotoQuestionUploadError('The upload was cut off.')));
      req.pipe(parser);
    });
  }
}

function plain(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).trim() || 'malformed multipart body';
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
