import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DomainError } from '../../../shared/domain-error';
import { VaultAccess } from '../../vault/vault.public';
import { PhotoNotFoundError } from '../domain/answer.errors';
import { MediaStore } from './ports/media-store';
import { StoryRepository } from './ports/story.repository';

const IMAGE_TYPE = /^image\/(jpeg|png|gif|webp|heic|heif|bmp)$/i;

/** A photo that came with a story, for its vault's owner only; anyone else finds nothing. */
@Injectable()
export class OpenStoryPhoto {
  constructor(
    private readonly stories: StoryRepository,
    private readonly access: VaultAccess,
    private readonly media: MediaStore,
  ) {}

  async execute(
    ownerId: string,
    storyId: string,
    attachmentId: string,
  ): Promise<{ contentType: string; size: number; read(): Readable }> {
    const story = await this.stories.findById(storyId);
    const photo = story?.attachments.find((a) => a.id === attachmentId && a.kind === 'photo');
    if (!story || !photo || story.deletedAt) throw new PhotoNotFoundError();
    try {
      await this.access.ownedVault(story.vaultId, ownerId);
    } catch (error) {
      if (error instanceof DomainError) throw new PhotoNotFoundError();
      throw error;
    }
    const size = await this.media.size(photo.mediaKey);
    if (size === null) throw new PhotoNotFoundError();
    // Only image types are served as such; anything else would be a download, never rendered.
    return {
      contentType: IMAGE_TYPE.test(photo.contentType) ? photo.contentType : 'application/octet-stream',
      size,
      read: () => this.media.read(photo.mediaKey),
    };
  }
}
