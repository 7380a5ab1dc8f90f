import { Readable } from 'node:stream';

/** The copies made of a photo: each upright, resized, JPEG, with no metadata at all (no location). */
export interface PhotoCopies {
  /** At most 1200 px wide: shown large in an email. */
  email: Buffer;
  /** At most 1600 px on its longer side: the answer pages and Read Story. */
  web: Buffer;
  /** At most 320 px on its longer side: the queue's lists. */
  thumb: Buffer;
  /** The upright original's size in pixels. */
  width: number;
  height: number;
}

export const PHOTO_COPY_SIZES = { emailWidth: 1200, web: 1600, thumb: 320 } as const;

/** The photo cannot be decoded here (damaged, or a kind this server's image library does not read). */
export class PhotoUndecodableError extends Error {
  constructor(readonly reason: string) {
    super(`The photo could not be decoded: ${reason}`);
    this.name = 'PhotoUndecodableError';
  }
}

/**
 * Port: makes the copies we serve and send of a photo, from the original's bytes (read as a
 * stream, never needed whole in memory). Rejects with PhotoUndecodableError for a photo it
 * cannot read.
 */
export abstract class PhotoCopier {
  abstract copies(original: Readable): Promise<PhotoCopies>;
  /** Only the screen copy (at most 1600 px, upright, no metadata): for photos shown but never emailed. */
  abstract webCopy(original: Readable): Promise<Buffer>;
  /** Only the small copy (at most 320 px, upright, no metadata): what a list or a card shows. */
  abstract thumbCopy(original: Readable): Promise<Buffer>;
  /**
   * The copy a printed book holds: the screen copy's size (260 dpi across a 6×9 page), colour kept,
   * encoded for speed rather than the last kilobyte (a book makes hundreds at once).
   */
  abstract printCopy(original: Readable): Promise<Buffer>;
}
