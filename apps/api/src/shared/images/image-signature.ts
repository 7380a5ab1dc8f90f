/** The kinds of photo a photo question takes, told by their first bytes. */
export type StillImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Bytes enough to tell JPEG, PNG, WebP and an iPhone's HEIC apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** HEIF brands an iPhone (and other phones) write: HEVC-coded photos. */
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/**
 * What the file is by its first bytes, whatever it was called or declared to be: JPEG, PNG or
 * WebP; 'image/heic' for an iPhone photo; null for anything else.
 */
export function stillImageTypeOf(head: Uint8Array): StillImageType | 'image/heic' | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (HEIC_BRANDS.includes(brand)) return 'image/heic';
  }
  return null;
}
