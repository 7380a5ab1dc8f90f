import busboy from 'busboy';
import { STORY_PHOTO_LIMITS } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { DomainError } from '../../../../shared/domain-error';
import { ReceivedPhoto } from '../../application/story-photos.use-cases';
import { UploadUnreadableError } from '../../domain/answer.errors';
import { PhotoMissingError, PhotoTooLargeError } from '../../domain/story-photo';
import { setAsideRefusedUpload } from '../../../../shared/http/refused-upload';
import { unreadable } from './recording-receiver';
import { UploadSlots } from './upload-slots';

/** Room for the multipart framing around a photo of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Photo uploads received at once: in one process, and from one person. */
export const PHOTO_UPLOAD_CAPS = { perProcess: 8, perPerson: 2 } as const;

/** Where a received photo's bytes go: the use case streams them to the object store. */
export type PhotoSink = (photo: Readable, filename: string | undefined) => Promise<ReceivedPhoto>;

/**
 * Receives a photo upload (multipart field `photo`) without ever holding it in memory: the file
 * streams straight to `sink`, at most 20 MB. A refusal's answer waits for the rest of a small body
 * to be set aside; the rest of a large one is never read. Called only once the person and the story were checked.
 */
export class PhotoReceiver {
  private readonly slots = new UploadSlots(PHOTO_UPLOAD_CAPS.perProcess, PHOTO_UPLOAD_CAPS.perPerson);

  async receive(req: Request, res: Response, person: string, sink: PhotoSink): Promise<ReceivedPhoto> {
    const releases: Array<() => void> = [];
    try {
      if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? ''))
        throw new UploadUnreadableError('It must be sent as multipart/form-data.');
      const declared = Number(req.headers['content-length']);
      if (declared > STORY_PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD) throw new PhotoTooLargeError();
      releases.push(this.slots.take(), this.slots.takeFor(person));
      return await this.parse(req, sink);
    } catch (error) {
      await setAsideRefusedUpload(req, res);
      throw error;
    } finally {
      releases.forEach((free) => free());
    }
  }

  private parse(req: Request, sink: PhotoSink): Promise<ReceivedPhoto> {
    return new Promise((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          // One byte past the limit reaches the store, which refuses it and keeps nothing.
          // (busboy tells partsLimit once the last part allowed has ended: a second one is too many.)
          limits: { fileSize: STORY_PHOTO_LIMITS.maxBytes + 1, files: 1, fields: 0, parts: 2 },
        });
      } catch (error) {
        reject(unreadable(error));
        return;
      }
      let settled = false;
      let file: Readable | undefined;
      let stored: Promise<ReceivedPhoto> | undefined;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        parser.removeAllListeners();
        parser.on('error', () => undefined);
        // With an error, so that the store's write surely stops (and keeps nothing).
        file?.destroy(error instanceof Error ? error : new Error(String(error)));
        // The store's write has stopped (its stream was ended) before the refusal is answered; when
        // it refused the photo (too large, not a photo), that is the answer, whatever the parser saw.
        (stored ?? Promise.resolve()).then(
          () => reject(error),
          (refusal: unknown) => reject(refusal instanceof DomainError ? refusal : error),
        );
      };
      parser.on('file', (name, stream, info) => {
        stream.on('error', () => undefined);
        if (name !== STORY_PHOTO_LIMITS.field) {
          stream.resume();
          return fail(new UploadUnreadableError(`Unexpected file field - ${name}.`));
        }
        file = stream;
        stored = sink(stream, info.filename);
        stored.catch(fail);
      });
      parser.on('field', (name) => fail(new UploadUnreadableError(`Unexpected field - ${name}.`)));
      parser.on('partsLimit', () => fail(new UploadUnreadableError('Too many parts.')));
      parser.on('filesLimit', () => fail(new UploadUnreadableError('Send one photo at a time.')));
      parser.on('fieldsLimit', () => fail(new UploadUnreadableError('Too many fields.')));
      parser.on('error', (error) => fail(unreadable(error)));
      parser.on('close', () => {
        if (!stored) return fail(new PhotoMissingError());
        stored.then((photo) => {
          if (settled) return;
          settled = true;
          resolve(photo);
        }, fail);
      });
      req.on('aborted', () => fail(new UploadUnreadableError('The upload was cut off.')));
      req.pipe(parser);
    });
  }
}
