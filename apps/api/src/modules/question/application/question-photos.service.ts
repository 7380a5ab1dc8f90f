import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { RecentWrites, WriteLimit } from '../../../shared/limits/write-limit';
import { ObjectContent, ObjectStore } from '../../../shared/storage/object-store';
import { photoKeys, QuestionPhoto, ServedPhotoCopy } from '../domain/question-photo';
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
 * the question email, and its copies for the answer pages and the vault's members (the caller
 * has checked the token or the member's access). The original is never handed out. The vault's
 * photo-question use cases keep their records here too: a photo added, a contributor's waiting
 * for the owner, released or removed.
 */
@Injectable()
export class QuestionPhotos {
  constructor(
    private readonly photos: QuestionPhotoStore,
    private readonly media: ObjectStore,
  ) {}

  add(photo: QuestionPhoto): Promise<void> {
    return this.photos.add(photo);
  }

  /** The photo questions the person added to the vault within the limit's window before `now`. */
  recentByAdder(vaultId: string, addedBy: string, limit: WriteLimit, now: Date): Promise<RecentWrites> {
    return this.photos.recentByAdder(vaultId, addedBy, limit, now);
  }

  /** The vault's photo questions waiting for the owner, oldest first. */
  listWaiting(vaultId: string): Promise<QuestionPhoto[]> {
    return this.photos.listWaiting(vaultId);
  }

  /** Takes a waiting photo question out of waiting (at most once): false when it was not waiting. */
  release(vaultId: string, questionId: string): Promise<boolean> {
    return this.photos.release(vaultId, questionId);
  }

  /** Forgets a waiting photo question: what it was, or null when it was not waiting. */
  removeWaiting(vaultId: string, questionId: string): Promise<QuestionPhoto | null> {
    return this.photos.removeWaiting(vaultId, questionId);
  }

  withPhotos(vaultId: string, questionIds: string[]): Promise<Set<string>> {
    return this.photos.withPhotos(vaultId, questionIds);
  }

  async has(vaultId: string, questionId: string | null): Promise<boolean> {
    return questionId ? (await this.photos.find(vaultId, questionId)) !== null : false;
  }

  /**
   * Which of the (vault, question) pairs have a photo, in one read for a whole batch of emails:
   * hand it to emailCopy so that each email reads no more than its file.
   */
  async photosOf(pairs: Array<{ vaultId: string; questionId: string | null }>): Promise<PhotoLookup> {
    const asked = pairs.filter((p): p is { vaultId: string; questionId: string } => p.questionId !== null);
    const found = asked.length ? await this.photos.findMany(asked) : [];
    return new PhotoLookup(asked, found);
  }

  /**
   * The copy for an email (at most 1200 px wide), or null when the question has no photo; `known`
   * (photosOf, when it asked about this pair) saves reading the photo's record.
   */
  async emailCopy(vaultId: string, questionId: string | null, known?: PhotoLookup): Promise<EmailPhoto | null> {
    const photo = !questionId
      ? null
      : known?.asked(vaultId, questionId)
        ? known.photo(vaultId, questionId)
        : await this.photos.find(vaultId, questionId);
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

const pairKey = (vaultId: string, questionId: string) => `${vaultId}/${questionId}`;

/** The answer of photosOf: which of the pairs it was asked about have a photo. */
export class PhotoLookup {
  private readonly byPair: Map<string, QuestionPhoto>;
  private readonly askedAbout: Set<string>;

  constructor(asked: Array<{ vaultId: string; questionId: string }>, found: QuestionPhoto[]) {
    this.askedAbout = new Set(asked.map((p) => pairKey(p.vaultId, p.questionId)));
    this.byPair = new Map(found.map((p) => [pairKey(p.vaultId, p.questionId), p]));
  }

  asked(vaultId: string, questionId: string): boolean {
    return this.askedAbout.has(pairKey(vaultId, questionId));
  }

  photo(vaultId: string, questionId: string): QuestionPhoto | null {
    return this.byPair.get(pairKey(vaultId, questionId)) ?? null;
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
