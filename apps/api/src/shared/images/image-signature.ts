import { Transform } from 'node:stream';

/** The kinds of image told apart by their first bytes. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/heic';
/** The kinds of photo a photo question takes. */
export type StillImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Bytes enough to tell JPEG, PNG, WebP, GIF and an iPhone's HEIC apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** HEIF brands an iPhone (and other phones) write: HEVC-coded photos. */
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/**
 * What the file is by its first bytes, whatever it was called or declared to be: JPEG, PNG, WebP,
 * GIF, or 'image/heic' for an iPhone photo; null for anything else (an SVG, a renamed document).
 */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (HEIC_BRANDS.includes(brand)) return 'image/heic';
  }
  return null;
}

/** A photo question's kinds: JPEG, PNG or WebP, 'image/heic' (to say why it is refused), else null. */
export function stillImageTypeOf(head: Uint8Array): StillImageType | 'image/heic' | null {
  const type = imageTypeOf(head);
  return type === 'image/gif' ? null : type;
}

/**
 * A pass-through for an upload that tells its kind by its first bytes before any of them reach
 * the store, and fails the stream with `refuse(found)` when the kind is not one of `accepts`
 * (with `missing()` for an empty file). `type()` is the kind once the stream has ended.
 */
export function imageSignatureCheck<T extends ImageType>(options: {
  accepts: readonly T[];
  refuse: (found: ImageType | null) => Error;
  missing: () => Error;
}): { stream: Transform; type: () => T | null } {
  let head = Buffer.alloc(0);
  let type: T | null = null;
  const accepted = (found: ImageType | null): found is T => found !== null && options.accepts.includes(found as T);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!type) {
        head = Buffer.concat([head, chunk]).subarray(0, IMAGE_SIGNATURE_BYTES);
        if (head.length < IMAGE_SIGNATURE_BYTES) return callback(null, chunk);
        const found = imageTypeOf(head);
        if (!accepted(found)) return callback(options.refuse(found));
        type = found;
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (type) return callback();
      // A file shorter than a signature: what it has must still be one.
      const found = head.length ? imageTypeOf(head) : null;
      if (accepted(found)) {
        type = found;
        return callback();
      }
      callback(head.length ? options.refuse(found) : options.missing());
    },
  });
  return { stream, type: () => type };
}
