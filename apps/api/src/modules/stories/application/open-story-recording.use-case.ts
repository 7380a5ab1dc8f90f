import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ObjectStore } from '../../../shared/storage/object-store';
import { Actor, VaultAccess, VaultNotFoundError } from '../../vault/vault.public';
import { RecordingNotFoundError } from '../domain/story.errors';
import { StoryRepository } from './ports/story.repository';

export interface StoryRecording {
  contentType: string;
  size: number;
  /** The bytes from start to end inclusive, or the whole recording; RecordingNotFoundError when it went since. */
  read(range?: { start: number; end: number }): Promise<Readable>;
}

const AUDIO_TYPE = /^audio\/[a-z0-9.+-]+$/i;

/** A voice story's recording, for the members of its vault who may read it; anyone else finds nothing. */
@Injectable()
export class OpenStoryRecording {
  constructor(
    private readonly stories: StoryRepository,
    private readonly access: VaultAccess,
    private readonly media: ObjectStore,
  ) {}

  async execute(actor: Actor, storyId: string): Promise<StoryRecording> {
    const story = await this.stories.findById(storyId);
    if (!story?.mediaKey || story.deletedAt) throw new RecordingNotFoundError();
    try {
      await this.access.require(actor, story.vaultId, 'read');
    } catch (error) {
      // "Vault not found" would tell a prober the story exists.
      if (error instanceof VaultNotFoundError) throw new RecordingNotFoundError();
      throw error;
    }
    const key = story.mediaKey;
    const size = (await this.media.head(key))?.size ?? null;
    if (size === null) throw new RecordingNotFoundError();
    const declared = story.attachments.find((a) => a.mediaKey === key)?.contentType ?? '';
    return {
      contentType: AUDIO_TYPE.test(declared) ? declared : 'audio/wav',
      size,
      read: async (range) => {
        const content = await this.media.get(key, range);
        if (!content) throw new RecordingNotFoundError();
        return content.body;
      },
    };
  }
}
