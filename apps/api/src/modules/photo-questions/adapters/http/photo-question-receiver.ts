import { PHOTO_QUESTION_LIMITS } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { receiveMultipart } from '../../../../shared/http/multipart-upload';
import { UploadSlots } from '../../../../shared/http/upload-slots';
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
  private readonly slots = new UploadSlots(MAX_AT_ONCE, MAX_AT_ONCE, () => new PhotoQuestionsBusyError());

  async receive(req: Request, res: Response, sink: PhotoQuestionSink): Promise<{ text: string | undefined }> {
    let release: (() => void) | undefined;
    let text: string | undefined;
    try {
      return await receiveMultipart(req, res, {
        // One byte past the limit reaches the store, which refuses it and keeps nothing.
        limits: {
          fileSize: PHOTO_QUESTION_LIMITS.maxBytes + 1,
          files: 1,
          fields: 1,
          parts: 3,
          fieldSize: TEXT_MAX_BYTES,
        },
        maxBodyBytes: PHOTO_QUESTION_LIMITS.maxBytes + MULTIPART_OVERHEAD,
        fileField: PHOTO_QUESTION_LIMITS.field,
        unreadable: (reason) => new PhotoQuestionUploadError(reason),
        tooLarge: () => new PhotoQuestionTooLargeError(),
        texts: {
          notMultipart: 'The photo must be sent as multipart/form-data.',
          tooManyFiles: 'Send one photo at a time.',
        },
        admit: () => {
          release = this.slots.take();
        },
        field: (name, value, info) => {
          if (name !== PHOTO_QUESTION_LIMITS.textField)
            throw new PhotoQuestionUploadError(`Unexpected field - ${name}.`);
          if (info.valueTruncated) throw new PhotoQuestionUploadError('The question is too long.');
          text = value;
        },
        store: (photo) => sink(photo),
        finish: async (stored) => {
          if (!stored) throw new PhotoQuestionUploadError();
          await stored;
          return { text };
        },
      });
    } finally {
      release?.();
    }
  }
}
