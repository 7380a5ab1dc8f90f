import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DomainError } from '../../../shared/domain-error';
import { VaultAccess } from '../../vault/vault.public';
import { RecordingNotFoundError } from '../domain/answer.errors';
import { MediaStore } from './ports/media-store';
import { StoryRepository } from './ports/story.repository';

export interface StoryRecording {
  contentType: string;
  size: number;
  /** The bytes from start to end inclusive, or the whole recording. */
  read(range?: { start: number; end: number }): Readable;
}

const AUDIO_TYPE = /^audio\/[a-z0-9.+-]+$/i;

/** A voice story's recording, for its vault's owner only; anyone else finds nothing. */
@Injectable()
export class OpenStoryRecording {
  constructor(
    private readonly stories: StoryRepository,
    private readonly access: VaultAccess,
    private readonly media: MediaStore,
  ) {}

  async execute(ownerId: string, storyId: string): Promise<StoryRecording> {
    const story = await this.stories.findById(storyId);
    if (!story?.mediaKey || story.deletedAt) throw new RecordingNotFoundError();
    try {
      await this.access.ownedVault(story.vaultId, ownerId);
    } catch (error) {
      // "Vault not found" would tell a prober the story exists.
      if (error instanceof DomainError) throw new RecordingNotFoundError();
      throw error;
    }
    const key = story.mediaKey;
    const size = await this.media.size(key);
    if (size === null) throw new RecordingNotFoundError();
    const declared = story.attachments.find((a) => a.mediaKey === key)?.contentType ?? '';
    return {
      contentType: AUDIO_TYPE.test(declared) ? declared : 'audio/wav',
      size,
      read: (range) => this.media.read(key, range),
    };
  }
}
