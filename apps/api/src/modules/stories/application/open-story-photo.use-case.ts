import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { PhotoCopier, PhotoUndecodableError } from '../../../shared/images/photo-copier';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Actor, VaultAccess, VaultNotFoundError } from '../../vault/vault.public';
import { PhotoNotFoundError } from '../domain/story.errors';
import { StoryAttachment } from '../domain/story';
import { ServedStoryPhoto, servedPhotoKey } from '../domain/story-files';
import { StoryRepository } from './ports/story.repository';

const IMAGE_TYPE = /^image\/(jpeg|png|gif|webp|heic|heif|bmp)$/i;
/** Photos that may carry a camera's metadata (a location): shown as a copy without it. */
const COPIED_TYPE = /^image\/(jpeg|png|webp)$/i;

/**
 * A photo of a story (with the answer, or added by family), for the members of its vault who may
 * read it; anyone else finds nothing. A JPEG, PNG or WebP is shown as a copy made on its first
 * view (upright, at most 1600 px, or 320 px for the small copy that cards and lists show; no
 * metadata, so no location) and kept beside the story's files;
 * the original stays as it came. A file that does not decode is served as it is (it shows nothing
 * a browser could not show already).
 */
@Injectable()
export class OpenStoryPhoto {
  constructor(
    private readonly stories: StoryRepository,
    private readonly access: VaultAccess,
    private readonly media: ObjectStore,
    private readonly copier: PhotoCopier,
  ) {}

  async execute(
    actor: Actor,
    storyId: string,
    attachmentId: string,
    copy: ServedStoryPhoto = 'web',
  ): Promise<{ contentType: string; size: number; read(): Promise<Readable> }> {
    const story = await this.stories.findById(storyId);
    const photo = story?.attachments.find((a) => a.id === attachmentId && a.kind === 'photo');
    if (!story || !photo || story.deletedAt) throw new PhotoNotFoundError();
    try {
      await this.access.require(actor, story.vaultId, 'read');
    } catch (error) {
      if (error instanceof VaultNotFoundError) throw new PhotoNotFoundError();
      throw error;
    }
    const served = COPIED_TYPE.test(photo.contentType) ? await this.servedCopy(story.id, photo, copy) : null;
    if (served) {
      return {
        contentType: 'image/jpeg',
        size: served.size,
        read: async () => {
          const content = await this.media.get(served.key);
          if (!content) throw new PhotoNotFoundError();
          return content.body;
        },
      };
    }
    const size = (await this.media.head(photo.mediaKey))?.size ?? null;
    if (size === null) throw new PhotoNotFoundError();
    // Only image types are served as such; anything else would be a download, never rendered.
    return {
      contentType: IMAGE_TYPE.test(photo.contentType) ? photo.contentType : 'application/octet-stream',
      size,
      read: async () => {
        const content = await this.media.get(photo.mediaKey);
        if (!content) throw new PhotoNotFoundError();
        return content.body;
      },
    };
  }

  /** The copy members are shown, made on the first view; null when the original does not decode. */
  private async servedCopy(
    storyId: string,
    photo: StoryAttachment,
    copy: ServedStoryPhoto,
  ): Promise<{ key: string; size: number } | null> {
    const key = servedPhotoKey(storyId, photo.id, copy);
    const kept = await this.media.head(key);
    if (kept) return { key, size: kept.size };
    const original = await this.media.get(photo.mediaKey);
    if (!original) throw new PhotoNotFoundError();
    try {
      const bytes = await (copy === 'thumb'
        ? this.copier.thumbCopy(original.body)
        : this.copier.webCopy(original.body));
      const { size } = await this.media.put(key, bytes, { contentType: 'image/jpeg' });
      return { key, size };
    } catch (error) {
      if (error instanceof PhotoUndecodableError) return null;
      throw error;
    }
  }
}
