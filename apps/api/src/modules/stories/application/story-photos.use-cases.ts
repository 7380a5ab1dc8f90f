import { Injectable } from '@nestjs/common';
import { STORY_PHOTO_LIMITS, VaultRole, WRITE_LIMITS } from '@storyvault/contracts';
import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { imageSignatureCheck } from '../../../shared/images/image-signature';
import { checkWriteLimit } from '../../../shared/limits/write-limit';
import { ObjectStore, ObjectTooLargeError } from '../../../shared/storage/object-store';
import { Actor, roleAllows, VaultAccess } from '../../vault/vault.public';
import { isAddedBy, StoryAttachment } from '../domain/story';
import { safeFilename, SERVED_STORY_PHOTOS, servedPhotoKey } from '../domain/story-files';
import {
  PhotoMissingError,
  PhotoText,
  PhotoTooLargeError,
  PhotoType,
  photoExtension,
  PhotoUnsupportedError,
  StoryNotFoundError,
  StoryPhotosFullError,
} from '../domain/story-photo';
import { StoryRepository } from './ports/story.repository';

/** Who adds a photo: the signed-in person, with the name the story will show. */
export interface PhotoAdderActor extends Actor {
  name: string;
}

/** An upload let in (the person may add photos, the story is there): where its bytes go, and their role. */
export interface PhotoTicket {
  vaultId: string;
  storyId: string;
  key: string;
  role: VaultRole;
}

/** A photo received whole into the object store, its kind told by its first bytes. */
export interface ReceivedPhoto {
  type: PhotoType;
  size: number;
  filename: string;
}

/**
 * Photos the family adds to a story, in steps: who may (owner and contributors) and which story
 * is checked before the upload is read; the photo then streams into the object store, at most
 * 20 MB, refused as soon as its first bytes show it is no JPEG, PNG, WebP or GIF; then the story
 * keeps it. Its adder or the owner may remove it again; the answer's own photos stay. A person adds
 * at most 20 photos an hour to a vault's stories, a story holds at most 30 from the family.
 */
@Injectable()
export class StoryPhotos {
  constructor(
    private readonly access: VaultAccess,
    private readonly stories: StoryRepository,
    private readonly media: ObjectStore,
  ) {}

  /** Before reading the upload. */
  async admit(actor: Actor, vaultId: string, storyId: string): Promise<PhotoTicket> {
    const { role } = await this.access.require(actor, vaultId, 'addPhotos');
    const story = await this.liveStory(vaultId, storyId);
    // Both refused before a byte is read: the 21st photo of the hour, a 31st photo of the story.
    const limit = WRITE_LIMITS.storyPhotos;
    checkWriteLimit(await this.stories.photosAddedRecently(vaultId, actor.id, limit), limit, PhotoText.tooMany);
    if (!story.roomForFamilyPhoto) throw new StoryPhotosFullError();
    return { vaultId, storyId, key: `stories/${storyId}/added-${randomUUID()}`, role };
  }

  /** Streams the photo to the ticket's place; nothing is kept of one too large or of another kind. */
  async receive(ticket: PhotoTicket, photo: Readable, filename: string | undefined): Promise<ReceivedPhoto> {
    const check = imageSignatureCheck<PhotoType>({
      accepts: STORY_PHOTO_LIMITS.types,
      refuse: () => new PhotoUnsupportedError(),
      missing: () => new PhotoMissingError(),
    });
    pipeline(photo, check.stream, () => undefined);
    try {
      const { size } = await this.media.put(ticket.key, check.stream, { maxBytes: STORY_PHOTO_LIMITS.maxBytes });
      const type = check.type();
      if (!type) throw new PhotoUnsupportedError();
      return { type, size, filename: safeFilename(filename, `photo.${photoExtension(type)}`) };
    } catch (error) {
      await this.media.delete(ticket.key).catch(() => undefined);
      if (error instanceof ObjectTooLargeError) throw new PhotoTooLargeError();
      throw error;
    }
  }

  /** The received photo joins the story; if the story cannot keep it, its file is removed. */
  async add(actor: PhotoAdderActor, ticket: PhotoTicket, photo: ReceivedPhoto): Promise<StoryAttachment> {
    try {
      const story = await this.liveStory(ticket.vaultId, ticket.storyId);
      const attachment = story.addPhoto(
        { filename: photo.filename, contentType: photo.type, sizeBytes: photo.size, mediaKey: ticket.key },
        { userId: actor.id, name: actor.name },
      );
      await this.stories.save(story);
      return attachment;
    } catch (error) {
      await this.cancel(ticket);
      throw error;
    }
  }

  /** The upload failed or was refused: its file (if any) is gone. */
  async cancel(ticket: PhotoTicket): Promise<void> {
    await this.media.delete(ticket.key).catch(() => undefined);
  }

  /** A photo the family added leaves the story, and its file is deleted. */
  async remove(actor: Actor, vaultId: string, storyId: string, photoId: string): Promise<void> {
    const { role } = await this.access.require(actor, vaultId, 'addPhotos');
    const story = await this.liveStory(vaultId, storyId);
    const photo = story.removeAddedPhoto(photoId, (added) =>
      roleAllows(role, 'story.photo.remove', { isAdder: isAddedBy(added, actor.id) }),
    );
    await this.stories.save(story);
    // The story no longer shows it; a file left behind by a failed delete is only unused bytes.
    await this.media.delete(photo.mediaKey).catch(() => undefined);
    for (const copy of SERVED_STORY_PHOTOS)
      await this.media.delete(servedPhotoKey(storyId, photo.id, copy)).catch(() => undefined);
  }

  private async liveStory(vaultId: string, storyId: string) {
    const story = await this.stories.findById(storyId);
    if (!story || story.vaultId !== vaultId || story.deletedAt) throw new StoryNotFoundError();
    return story;
  }
}
