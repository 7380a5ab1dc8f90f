import { ErrorCode, STORY_PHOTO_LIMITS } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

export const PhotoText = {
  tooLarge: 'This photo is larger than 20 MB. Please choose a smaller one.',
  unsupported: 'Only JPEG, PNG, WebP or GIF photos can be added to a story.',
  missing: 'Please choose a photo to add.',
  notRemovable: 'This photo came with the story itself, so it stays with it and cannot be removed.',
  forbidden: 'Only the person who added this photo, or the owner of the collection, can remove it.',
  storyNotFound: 'This story does not exist, or it was deleted.',
} as const;

export class PhotoTooLargeError extends DomainError {
  constructor() {
    super(ErrorCode.PHOTO_TOO_LARGE, PhotoText.tooLarge);
  }
}

export class PhotoUnsupportedError extends DomainError {
  constructor() {
    super(ErrorCode.PHOTO_UNSUPPORTED, PhotoText.unsupported);
  }
}

/** A photo that came with the senior's answer: the senior's material is never lost. */
export class PhotoNotRemovableError extends DomainError {
  constructor() {
    super(ErrorCode.PHOTO_NOT_REMOVABLE, PhotoText.notRemovable);
  }
}

/** A member removing a photo someone else added. */
export class PhotoRemoveForbiddenError extends DomainError {
  constructor() {
    super(ErrorCode.VAULT_FORBIDDEN, PhotoText.forbidden);
  }
}

/** An upload without a photo in it. */
export class PhotoMissingError extends DomainError {
  constructor() {
    super(ErrorCode.UPLOAD_UNREADABLE, PhotoText.missing);
  }
}

export class StoryNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.STORY_NOT_FOUND, PhotoText.storyNotFound);
  }
}

export type PhotoType = (typeof STORY_PHOTO_LIMITS.types)[number];

/** Bytes enough to tell the four kinds apart. */
export const PHOTO_SIGNATURE_BYTES = 12;

const EXTENSIONS: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What the file is by its first bytes, whatever it was called or declared to be: JPEG, PNG, WebP
 * or GIF, or null for anything else (an SVG, a renamed document, a few bytes).
 */
export function photoTypeOf(head: Uint8Array): PhotoType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export function photoExtension(type: PhotoType): string {
  return EXTENSIONS[type];
}
