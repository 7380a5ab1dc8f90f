import { STORY_PHOTO_LIMITS } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { receiveMultipart } from '../../../../shared/http/multipart-upload';
import { UploadSlots } from '../../../../shared/http/upload-slots';
import { ReceivedPhoto } from '../../application/story-photos.use-cases';
import { UploadsBusyError, UploadUnreadableError } from '../../domain/story.errors';
import { PhotoMissingError, PhotoTooLargeError } from '../../domain/story-photo';

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
  private readonly slots = new UploadSlots(
    PHOTO_UPLOAD_CAPS.perProcess,
    PHOTO_UPLOAD_CAPS.perPerson,
    (scope) => new UploadsBusyError(scope === 'key' ? 'link' : 'server'),
  );

  async receive(req: Request, res: Response, person: string, sink: PhotoSink): Promise<ReceivedPhoto> {
    const releases: Array<() => void> = [];
    try {
      return await receiveMultipart(req, res, {
        // One byte past the limit reaches the store, which refuses it and keeps nothing.
        limits: { fileSize: STORY_PHOTO_LIMITS.maxBytes + 1, files: 1, fields: 0, parts: 2 },
        maxBodyBytes: STORY_PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD,
        fileField: STORY_PHOTO_LIMITS.field,
        unreadable: (reason) => new UploadUnreadableError(reason),
        tooLarge: () => new PhotoTooLargeError(),
        texts: { notMultipart: 'It must be sent as multipart/form-data.', tooManyFiles: 'Send one photo at a time.' },
        admit: () => {
          releases.push(this.slots.take());
          releases.push(this.slots.takeFor(person));
        },
        store: (photo, info) => sink(photo, info.filename),
        finish: (stored) => stored ?? Promise.reject(new PhotoMissingError()),
      });
    } finally {
      releases.forEach((free) => free());
    }
  }
}
