import { ErrorCode } from '@storyvault/contracts';
import { DomainError } from '../../../shared/domain-error';

/**
 * The photo of a photo question: the original as uploaded (kept, never served), and the copies
 * we serve and send (upright, resized, without metadata), all under one key prefix.
 */
export interface QuestionPhoto {
  questionId: string;
  vaultId: string;
  mediaPrefix: string;
  width: number;
  height: number;
  addedBy: string | null;
  createdAt: Date;
  /** A contributor's, waiting for the owner to add it to the queue or dismiss it. */
  waiting: boolean;
}

/** The copies a member or an answer page may load. */
export type ServedPhotoCopy = 'web' | 'thumb';
export const SERVED_PHOTO_COPIES: readonly ServedPhotoCopy[] = ['web', 'thumb'];

/** Where members (signed in) load a copy of a photo question's photo. */
export function questionPhotoUrl(vaultId: string, questionId: string, copy: ServedPhotoCopy): string {
  return `/api/vaults/${vaultId}/questions/${questionId}/photo/${copy}`;
}

export const photoKeys = (prefix: string) => ({
  original: `${prefix}/original`,
  email: `${prefix}/email.jpg`,
  web: `${prefix}/web.jpg`,
  thumb: `${prefix}/thumb.jpg`,
});

export const PhotoQuestionText = {
  tooLarge: 'This photo is larger than 20 MB. Please choose a smaller one.',
  unsupported: 'Only JPEG, PNG or WebP photos can be sent with a question.',
  heic: 'This iPhone photo (HEIC) cannot be opened here. Please send it as a JPEG: on the iPhone, share it by email or choose "Most Compatible" under Settings › Camera › Formats.',
  undecodable: 'This photo could not be opened. It may be damaged: please try another copy of it, as a JPEG.',
  missing: 'Please choose a photo for the question.',
  notFound: 'This photo does not exist.',
  busy: 'Many photos are being uploaded right now. Please try again in a minute.',
  tooMany: 'You have added many photo questions in the last hour. Please try again later.',
  notWaiting: 'This photo question is no longer waiting: it was added or dismissed already.',
} as const;

export class PhotoQuestionTooLargeError extends DomainError {
  constructor() {
    super(ErrorCode.PHOTO_TOO_LARGE, PhotoQuestionText.tooLarge);
  }
}

export class PhotoQuestionUnsupportedError extends DomainError {
  constructor(message: string = PhotoQuestionText.unsupported) {
    super(ErrorCode.PHOTO_UNSUPPORTED, message);
  }
}

export class PhotoQuestionUploadError extends DomainError {
  constructor(message: string = PhotoQuestionText.missing) {
    super(ErrorCode.UPLOAD_UNREADABLE, message);
  }
}

export class QuestionPhotoNotFoundError extends DomainError {
  constructor() {
    super(ErrorCode.PHOTO_NOT_FOUND, PhotoQuestionText.notFound);
  }
}

export class PhotoQuestionsBusyError extends DomainError {
  constructor() {
    super(ErrorCode.UPLOADS_BUSY, PhotoQuestionText.busy);
  }
}

export class PhotoQuestionNotWaitingError extends DomainError {
  constructor() {
    super(ErrorCode.PHOTO_NOT_FOUND, PhotoQuestionText.notWaiting);
  }
}

/** Under which every photo question's files of a vault are kept: one prefix, so an erased vault leaves none behind. */
export function questionPhotosPrefix(vaultId: string): string {
  return `question-photos/${vaultId}/`;
}
