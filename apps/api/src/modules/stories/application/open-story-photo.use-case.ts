import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Actor, VaultAccess, VaultNotFoundError } from '../../vault/vault.public';
import { PhotoNotFoundError } from '../domain/answer.errors';
import { StoryRepository } from './ports/story.repository';

const IMAGE_TYPE = /^image\/(jpeg|png|gif|webp|heic|heif|bmp)$/i;

/** A photo that came with a story, for the members of its vault who may read it; anyone else finds nothing. */
@Injectable()
export class OpenStoryPhoto {
  constructor(
    private readonly stories: StoryRepository,
    private readonly access: VaultAccess,
    private readonly media: ObjectStore,
  ) {}

  async execute(
    actor: Actor,
    storyId: string,
    attachmentId: string,
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
}
