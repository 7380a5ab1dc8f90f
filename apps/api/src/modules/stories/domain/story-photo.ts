import { ErrorCode, STORY_PHOTO_LIMITS } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';
import { StoryAttachment } from './story-files';

export const PhotoText = {
  tooLarge: 'This photo is larger than 20 MB. Please choose a smaller one.',
  unsupported: 'Only JPEG, PNG, WebP or GIF photos can be added to a story.',
  missing: 'Please choose a photo to add.',
  notRemovable: 'This photo came with the story itself, so it stays with it and cannot be removed.',
  forbidden: 'Only the person who added this photo, or the owner of the collection, can remove it.',
  storyNotFound: 'This story does not exist, or it was deleted.',
  tooMany: 'You have added many photos in the last hour. Please try again later.',
  storyFull: `This story has ${STORY_PHOTO_LIMITS.familyPhotosPerStory} photos from the family, as many as a story can hold.`,
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

/** A story holding as many photos from the family as it may. */
export class StoryPhotosFullError extends DomainError {
  constructor() {
    super(ErrorCode.STORY_PHOTO_LIMIT_REACHED, PhotoText.storyFull);
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

const EXTENSIONS: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export function photoExtension(type: PhotoType): string {
  return EXTENSIONS[type];
}

/** Whether this person added the photo (one from the answer, or whose adder left, was added by no one). */
export function isAddedBy(photo: StoryAttachment, userId: string): boolean {
  return Boolean(photo.addedBy?.userId) && photo.addedBy?.userId === userId;
}

/**
 * Whether someone may remove a photo the family added, asked of the photo: the rule
 * (`story.photo.remove`, its adder or the owner) is the vault's permission table's. One from the
 * answer no one removes.
 */
export type PhotoRemoval = (photo: StoryAttachment) => boolean;
