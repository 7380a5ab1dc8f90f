import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ObjectContent, ObjectStore } from '../../../shared/storage/object-store';
import { photoKeys, ServedPhotoCopy } from '../domain/question-photo';
import { QuestionPhotoStore } from './ports/question-photo.store';

/** The email copy of a photo question's photo, as an email carries it. */
export interface EmailPhoto {
  content: Buffer;
  contentType: 'image/jpeg';
  filename: string;
}

/** The copy of an email photo we read whole: a resized JPEG, a few hundred kilobytes. */
const EMAIL_COPY_MAX_BYTES = 8 * 1024 * 1024;

/**
 * What other modules may know of photo questions' photos: which questions have one, its copy for
 * the question email, and its copies for the answer pages (the caller has checked the token).
 * The original is never handed out.
 */
@Injectable()
export class QuestionPhotos {
  constructor(
    private readonly photos: QuestionPhotoStore,
    private readonly media: ObjectStore,
  ) {}

  withPhotos(vaultId: string, questionIds: string[]): Promise<Set<string>> {
    return this.photos.withPhotos(vaultId, questionIds);
  }

  async has(vaultId: string, questionId: string | null): Promise<boolean> {
    return questionId ? (await this.photos.find(vaultId, questionId)) !== null : false;
  }

  /** The copy for an email (at most 1200 px wide), or null when the question has no photo. */
  async emailCopy(vaultId: string, questionId: string | null): Promise<EmailPhoto | null> {
    const photo = questionId ? await this.photos.find(vaultId, questionId) : null;
    if (!photo) return null;
    const stored = await this.media.get(photoKeys(photo.mediaPrefix).email);
    if (!stored) return null;
    if (stored.size > EMAIL_COPY_MAX_BYTES) {
      stored.body.destroy();
      return null;
    }
    return { content: await readAll(stored.body), contentType: 'image/jpeg', filename: 'photo.jpg' };
  }

  /** A served copy (never the original), or null. */
  async openCopy(vaultId: string, questionId: string | null, copy: ServedPhotoCopy): Promise<ObjectContent | null> {
    const photo = questionId ? await this.photos.find(vaultId, questionId) : null;
    return photo ? this.media.get(photoKeys(photo.mediaPrefix)[copy]) : null;
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
