import { Injectable } from '@nestjs/common';
import { PHOTO_QUESTION_LIMITS, WRITE_LIMITS } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { imageSignatureCheck, StillImageType } from '../../../shared/images/image-signature';
import { PhotoCopier, PhotoUndecodableError } from '../../../shared/images/photo-copier';
import { ObjectContent, ObjectStore, ObjectTooLargeError } from '../../../shared/storage/object-store';
import { checkWriteLimit } from '../../../shared/limits/write-limit';
import { Clock } from '../../../shared/time/clock';
import { ManageUsers } from '../../auth/auth.public';
import {
  CreateCustomQuestion,
  PhotoQuestionText,
  PhotoQuestionTooLargeError,
  PhotoQuestionUnsupportedError,
  PhotoQuestionUploadError,
  photoKeys,
  Question,
  QuestionPhotoNotFoundError,
  QuestionPhotos,
  questionPhotosPrefix,
  ServedPhotoCopy,
} from '../../question/question.public';
import { Actor, QueuedQuestion, roleAllows, VaultAccess, VaultQueue } from '../../vault/vault.public';

/** An upload let in (the person may add photos to this vault): where its files go. */
export interface PhotoQuestionTicket {
  vaultId: string;
  mediaPrefix: string;
  /** A contributor's question waits for the owner; the owner's goes straight into the queue. */
  waits: boolean;
}

/** A contributor's photo question, waiting for the owner to add it to the queue or dismiss it. */
export interface WaitingPhotoQuestion {
  waiting: true;
  vaultId: string;
  questionId: string;
  question: Question;
  addedBy: { name: string };
  createdAt: Date;
}

/**
 * Photo questions, in steps: who may (the owner and contributors: `addPhotos`) is checked before
 * the upload is read; the original streams into the object store, at most 20 MB, refused as soon
 * as its first bytes show it is no JPEG, PNG or WebP; its copies are made (upright, resized, no
 * metadata) from the stored original; then the owner's question joins the end of the queue, and
 * a contributor's waits for the owner (`WaitingPhotoQuestions`), as a suggested question does.
 */
@Injectable()
export class PhotoQuestions {
  constructor(
    private readonly access: VaultAccess,
    private readonly queue: VaultQueue,
    private readonly photos: QuestionPhotos,
    private readonly media: ObjectStore,
    private readonly copier: PhotoCopier,
    private readonly createCustom: CreateCustomQuestion,
    private readonly clock: Clock,
    private readonly users: ManageUsers,
  ) {}

  /** Before reading the upload. */
  async admit(actor: Actor, vaultId: string): Promise<PhotoQuestionTicket> {
    const { vault, role } = await this.access.require(actor, vaultId, 'addPhotos');
    // Counted before the upload is read: the 11th photo of the hour is refused unread.
    const limit = WRITE_LIMITS.photoQuestions;
    const recent = await this.photos.recentByAdder(vault.id, actor.id, limit, this.clock.now());
    checkWriteLimit(recent, limit, PhotoQuestionText.tooMany);
    return {
      vaultId: vault.id,
      mediaPrefix: `${questionPhotosPrefix(vault.id)}${randomUUID()}`,
      waits: !roleAllows(role, 'curate'),
    };
  }

  /** Streams the original to the ticket's place; nothing is kept of one too large or of another kind. */
  async receive(ticket: PhotoQuestionTicket, photo: Readable): Promise<StillImageType> {
    const check = imageSignatureCheck<StillImageType>({
      accepts: PHOTO_QUESTION_LIMITS.types,
      refuse: (found) => new PhotoQuestionUnsupportedError(found === 'image/heic' ? PhotoQuestionText.heic : undefined),
      missing: () => new PhotoQuestionUploadError(),
    });
    pipeline(photo, check.stream, () => undefined);
    try {
      await this.media.put(photoKeys(ticket.mediaPrefix).original, check.stream, {
        maxBytes: PHOTO_QUESTION_LIMITS.maxBytes,
      });
      const type = check.type();
      if (!type) throw new PhotoQuestionUnsupportedError();
      return type;
    } catch (error) {
      await this.cancel(ticket);
      if (error instanceof ObjectTooLargeError) throw new PhotoQuestionTooLargeError();
      throw error;
    }
  }

  /** The received photo's copies are made; its question joins the end of the queue or waits for the owner. */
  async add(
    actor: Actor,
    ticket: PhotoQuestionTicket,
    text: string | undefined,
  ): Promise<QueuedQuestion | WaitingPhotoQuestion> {
    try {
      const keys = photoKeys(ticket.mediaPrefix);
      const original = await this.media.get(keys.original);
      if (!original) throw new PhotoQuestionUploadError();
      const copies = await this.copier.copies(original.body).catch((error: unknown) => {
        if (error instanceof PhotoUndecodableError)
          throw new PhotoQuestionUnsupportedError(PhotoQuestionText.undecodable);
        throw error;
      });
      for (const copy of ['email', 'web', 'thumb'] as const) {
        await this.media.put(keys[copy], copies[copy], { contentType: 'image/jpeg' });
      }
      const question = await this.createCustom.execute({
        text: text?.trim() ? text : PHOTO_QUESTION_LIMITS.defaultText,
        ownerId: actor.id,
      });
      await this.photos.add({
        questionId: question.id,
        vaultId: ticket.vaultId,
        mediaPrefix: ticket.mediaPrefix,
        width: copies.width,
        height: copies.height,
        addedBy: actor.id,
        createdAt: this.clock.now(),
        waiting: ticket.waits,
      });
      if (ticket.waits) {
        const name = (await this.users.findByIds([actor.id])).get(actor.id)?.name ?? '';
        const { vaultId } = ticket;
        return {
          waiting: true,
          vaultId,
          questionId: question.id,
          question,
          addedBy: { name },
          createdAt: this.clock.now(),
        };
      }
      return await this.queue.appendPhotoQuestion(actor, ticket.vaultId, question);
    } catch (error) {
      await this.cancel(ticket);
      throw error;
    }
  }

  /** The upload failed or was refused: its files (if any) are gone. */
  async cancel(ticket: PhotoQuestionTicket): Promise<void> {
    for (const key of Object.values(photoKeys(ticket.mediaPrefix))) {
      await this.media.delete(key).catch(() => undefined);
    }
  }

  /** A served copy of a question's photo, for a member of the vault. */
  async open(actor: Actor, vaultId: string, questionId: string, copy: ServedPhotoCopy): Promise<ObjectContent> {
    await this.access.require(actor, vaultId, 'read');
    const content = await this.photos.openCopy(vaultId, questionId, copy);
    if (!content) throw new QuestionPhotoNotFoundError();
    return content;
  }
}
